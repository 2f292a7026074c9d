import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { unByKey } from 'ol/Observable';
import { useEffect, useRef } from 'react';
import type { GroupItem, MapItem } from '../../../../shared/map/grouping';
import { ITEM } from './marker-styles';
import type { WorldMap } from './world-map';

/** Touch-friendly: a tap this many pixels off a marker still hits it. */
const HIT_TOLERANCE = 6;

export interface MarkerClickHandlers {
  onSite: (siteId: number) => void;
  onGroup: (group: GroupItem) => void;
  onNothing: () => void;
}

/**
 * Clicks on markers (single click, so a double-click zoom is not also a
 * selection) and the pointer cursor over them.
 */
export function useMarkerClicks(world: WorldMap | null, handlers: MarkerClickHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!world) return;
    const { map, markers } = world;
    const options = {
      layerFilter: (layer: unknown) => layer === markers.layer,
      hitTolerance: HIT_TOLERANCE,
    };
    const itemAt = (event: MapBrowserEvent): MapItem | undefined =>
      map.forEachFeatureAtPixel(event.pixel, (feature) => feature.get(ITEM) as MapItem, options);

    const keys = [
      map.on('singleclick', (event) => {
        const item = itemAt(event);
        if (!item) latest.current.onNothing();
        else if (item.kind === 'site') latest.current.onSite(item.id);
        else latest.current.onGroup(item);
      }),
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const hit = map.hasFeatureAtPixel(event.pixel, options);
        const element = map.getTargetElement();
        if (element) element.style.cursor = hit ? 'pointer' : '';
      }),
    ];
    return () => unByKey(keys);
  }, [world]);
}
