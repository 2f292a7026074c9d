import { type RefObject, useEffect, useState } from 'react';
import { BREAKPOINT_MOBILE_PX } from '../../../../shared/limits';
import { defaultView } from '../../../../shared/map/constants';
import { yieldToBrowser } from '../work-in-slices';
import { createWorldMap, prepareWorldMapParts, type WorldMap } from './world-map';

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
    let live = true;
    let created: WorldMap | null = null;
    let resize: ResizeObserver | null = null;
    // The parts in tasks of their own, then the map in one more (world-map.ts; P2, P5).
    void (async () => {
      await yieldToBrowser();
      if (!live) return;
      const parts = await prepareWorldMapParts(() => !live);
      if (!parts) return;
      await yieldToBrowser();
      if (!live) {
        parts.basemap.dispose();
        return;
      }
      const map = createWorldMap(element, initialView(), parts);
      created = map;
      map.basemap.then(
        (features) => live && setBasemap({ status: 'ready', features }),
        () => live && setBasemap({ status: 'failed' }),
      );
      resize = new ResizeObserver(() => map.map.updateSize());
      resize.observe(element);
      setWorld(map);
    })();
    return () => {
      live = false;
      resize?.disconnect();
      created?.dispose();
      setWorld(null);
    };
  }, [target]);

  return { world, basemap };
}
