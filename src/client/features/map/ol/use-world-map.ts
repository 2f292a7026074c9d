import { type RefObject, useEffect, useState } from 'react';
import { BREAKPOINT_MOBILE_PX } from '../../../../shared/limits';
import { defaultView } from '../../../../shared/map/constants';
import { createWorldMap, type WorldMap } from './world-map';

export type BasemapState =
  | { status: 'loading' }
  | { status: 'ready'; features: number }
  | { status: 'failed' };

/** SPEC.md §9: Tokyo at zoom 2; on a phone (≤ 768 px wide) 0,0 at zoom 1.5. */
function initialView() {
  const mobile = globalThis.matchMedia?.(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`).matches ?? false;
  return defaultView(mobile);
}

/**
 * Creates the OpenLayers map in `target` for the component's lifetime, keeps
 * its size in step with the element (the sidebar opening and closing, the
 * window turning) and reports when the basemap is drawn.
 */
export function useWorldMap(target: RefObject<HTMLDivElement | null>): {
  world: WorldMap | null;
  basemap: BasemapState;
} {
  const [world, setWorld] = useState<WorldMap | null>(null);
  const [basemap, setBasemap] = useState<BasemapState>({ status: 'loading' });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const created = createWorldMap(element, initialView());
    let live = true;
    created.basemap.then(
      (features) => live && setBasemap({ status: 'ready', features }),
      () => live && setBasemap({ status: 'failed' }),
    );
    const resize = new ResizeObserver(() => created.map.updateSize());
    resize.observe(element);
    setWorld(created);
    return () => {
      live = false;
      resize.disconnect();
      created.dispose();
      setWorld(null);
    };
  }, [target]);

  return { world, basemap };
}
