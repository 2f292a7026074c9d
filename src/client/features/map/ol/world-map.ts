import type Collection from 'ol/Collection';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import type Interaction from 'ol/interaction/Interaction';
import TileLayer from 'ol/layer/Tile';
import OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import XYZ from 'ol/source/XYZ';
import View from 'ol/View';
import { MAX_ZOOM } from '../../../../shared/map/constants';
import { TILE_URL } from '../../../config';
import { yieldToBrowser } from '../work-in-slices';
import { type BasemapLayer, createBasemapLayer } from './basemap';
import { HALF_WORLD } from './basemap-drawing';
import { MarkerLayer } from './marker-layer';
import { prepareLabelMetrics } from './marker-styles';

/** Zoom out no further than this: the whole world already fits a phone at 1.5 (SPEC.md §9). */
const MIN_ZOOM = 1;
/** OpenStreetMap's standard tiles go to zoom 19; beyond it the last tiles are enlarged. */
const TILE_MAX_ZOOM = 19;

export interface WorldMap {
  readonly map: OlMap;
  readonly markers: MarkerLayer;
  /** Resolves with the number of basemap shapes once first drawn; rejects when the file cannot load. */
  readonly basemap: Promise<number>;
  dispose(): void;
}

/** The map's parts that need no page: made in tasks ahead of the map itself (createWorldMap). */
export interface WorldMapParts {
  readonly basemap: BasemapLayer;
  readonly tiles: TileLayer;
  readonly markers: MarkerLayer;
  readonly interactions: Collection<Interaction>;
}

/**
 * The layers and interactions, and the labels' line height, each made in a task of its own:
 * the first use of each OpenLayers class costs, and measuring the labels lays out the page;
 * made together with the map they were one task, long on a phone (docs/PERF.md P2, P5).
 * Answers null, the basemap's drawing stopped, when `cancelled` says the map is no longer wanted.
 */
export async function prepareWorldMapParts(
  cancelled: () => boolean,
): Promise<WorldMapParts | null> {
  prepareLabelMetrics();
  await yieldToBrowser();
  if (cancelled()) return null;
  const basemap = createBasemapLayer();
  await yieldToBrowser();
  if (cancelled()) {
    basemap.dispose();
    return null;
  }
  const tiles = new TileLayer({
    zIndex: 1,
    preload: 0,
    source: new XYZ({
      url: TILE_URL,
      maxZoom: TILE_MAX_ZOOM,
      // CORS-mode images let the service worker cache real (not opaque) tile responses.
      crossOrigin: 'anonymous',
      // The app's pages send no Referer; OpenStreetMap's tile policy asks for one.
      referrerPolicy: 'strict-origin-when-cross-origin',
      // A tile shows at once instead of fading in: a fade redraws the whole map every frame
      // for a quarter second after each tile arrives, and at the start the tiles arrive one
      // after another while the screen is still being built (docs/PERF.md P2, P3).
      transition: 0,
    }),
    properties: { name: 'tiles' },
  });
  const markers = new MarkerLayer();
  await yieldToBrowser();
  if (cancelled()) {
    basemap.dispose();
    return null;
  }
  return {
    basemap,
    tiles,
    markers,
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
  };
}

/**
 * The OpenLayers map: the offline basemap at the bottom, the raster tiles over
 * it, the markers on top. No default controls: the screen draws its own,
 * with Japanese accessible names (map-controls.tsx), and its own credit line.
 */
export function createWorldMap(
  target: HTMLElement,
  initial: { center: readonly [number, number]; zoom: number },
  { basemap, tiles, markers, interactions }: WorldMapParts,
): WorldMap {
  const map = new OlMap({
    target,
    controls: [],
    interactions,
    layers: [basemap.layer, tiles, markers.layer],
    view: new View({
      center: fromLonLat([...initial.center]),
      zoom: initial.zoom,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      enableRotation: false,
      // Open east-west (the world repeats, so zoom 2 fits a wide window: SPEC.md §9), closed
      // north-south, so panning never leaves the world. Without this OpenLayers zooms in
      // until one world fills the width, overriding the default zoom on wide screens.
      extent: [Number.NEGATIVE_INFINITY, -HALF_WORLD, Number.POSITIVE_INFINITY, HALF_WORLD],
    }),
  });

  // Popups stand above the map's own buttons (z-index 3-4 in map-view.css and map-screen.css):
  // on a phone an open popup may need the whole map, and closing it brings the buttons back.
  const popupLayer = map.getOverlayContainerStopEvent();
  if (popupLayer) popupLayer.style.zIndex = '5';

  return {
    map,
    markers,
    basemap: basemap.ready,
    dispose() {
      basemap.dispose();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
