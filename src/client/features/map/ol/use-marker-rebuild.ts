import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { toLonLat, transformExtent } from 'ol/proj';
import { useCallback, useEffect, useRef } from 'react';
import { type DisplayMode, REBUILD_DELAY_MS } from '../../../../shared/map/constants';
import { bufferExtent, type LonLatExtent } from '../../../../shared/map/extent';
import {
  type GroupingBand,
  type GroupingIndex,
  groupingBand,
  groupSites,
} from '../../../../shared/map/grouping';
import { markFirstMapRender } from '../map-marks';
import { inSlices } from '../work-in-slices';
import type { DescribeItem } from './marker-layer';
import { prepareStyle } from './marker-styles';
import type { WorldMap } from './world-map';

/** What the marker layer shows after a rebuild (exposed as data attributes and a live summary). */
export interface RenderedMarkers {
  zoom: number;
  /** The view's centre, [lng, lat] (longitude not wrapped). */
  center: [number, number];
  band: GroupingBand;
  groups: number;
  markers: number;
}

/** Markers just outside the view are kept, so a small pan shows no gap before the rebuild. */
const VIEW_BUFFER = 0.25;

function viewExtentOf(map: OlMap): LonLatExtent | undefined {
  const size = map.getSize();
  if (!size || !(size[0] && size[1])) return undefined; // not laid out yet: whole world
  const [minLng, minLat, maxLng, maxLat] = transformExtent(
    map.getView().calculateExtent(size),
    'EPSG:3857',
    'EPSG:4326',
  ) as [number, number, number, number];
  return bufferExtent({ minLng, minLat, maxLng, maxLat }, VIEW_BUFFER);
}

/**
 * Keeps the marker layer in step with the grouping (SPEC.md §4): at once when
 * the sites, filters or display mode change, and REBUILD_DELAY_MS (500 ms)
 * after the map stops moving — a zoom changes the band, and in the country
 * band a pan changes which sites are in view.
 */
export function useMarkerRebuild(
  world: WorldMap | null,
  index: GroupingIndex | null,
  mode: DisplayMode,
  describeItem: DescribeItem,
  onRendered: (rendered: RenderedMarkers) => void,
): void {
  const inputs = useRef({ index, mode, describeItem, onRendered });
  /** Cancels the pictures still being drawn for the last rebuild: a newer one replaces it. */
  const cancelPreparation = useRef(() => {});

  const rebuild = useCallback(() => {
    const { index, mode, describeItem, onRendered } = inputs.current;
    if (!world || !index) return;
    const view = world.map.getView();
    const zoom = view.getZoom() ?? 0;
    const [lng = 0, lat = 0] = toLonLat(view.getCenter() ?? [0, 0]);
    const items = groupSites(index, { zoom, mode, extent: viewExtentOf(world.map) });
    cancelPreparation.current();
    // New looks (every group in view, on the first rebuild) are drawn a few per task first,
    // so that OpenLayers' frame that shows them finds them ready (marker-styles.ts).
    cancelPreparation.current = inSlices(
      world.markers.looksToDraw(items, describeItem),
      ({ item, look }) => prepareStyle(item, look),
      () => {
        const counts = world.markers.setItems(items, describeItem);
        if (items.length > 0) markFirstMapRender(world.markers.layer);
        onRendered({ zoom, center: [lng, lat], band: groupingBand(zoom, mode), ...counts });
      },
    );
  }, [world]);

  useEffect(() => () => cancelPreparation.current(), []);

  useEffect(() => {
    inputs.current = { index, mode, describeItem, onRendered };
    rebuild();
  }, [index, mode, describeItem, onRendered, rebuild]);

  useEffect(() => {
    if (!world) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, REBUILD_DELAY_MS);
    };
    const keys = [world.map.on('moveend', later), world.map.on('change:size', later)];
    return () => {
      clearTimeout(timer);
      unByKey(keys);
    };
  }, [world, rebuild]);
}
