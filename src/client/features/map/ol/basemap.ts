/**
 * The offline basemap: land, coastlines and borders from Natural Earth 1:110m
 * (world-atlas, public domain), converted at build time (basemap-file.ts) and shipped
 * with the app as a hashed asset so the service worker can precache it. Drawn under the raster tiles, so with no
 * network (or before tiles arrive) the map still reads as a map.
 */
import { Feature } from 'ol';
import MultiLineString from 'ol/geom/MultiLineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { type BasemapFile, decodeLines, isBasemapFile } from './basemap-file';
import basemapUrl from './world-basemap.json?url';

/** Colours of the basemap; the sea is the map container's background (map-view.css). */
const LAND = new Style({
  fill: new Fill({ color: '#f3efe6' }),
  stroke: new Stroke({ color: '#9db4c0', width: 1 }),
});
const BORDER = new Style({ stroke: new Stroke({ color: '#c9bfae', width: 0.8 }) });

let loading: Promise<BasemapFile> | null = null;

/**
 * Fetches the basemap file once per page: leaving the map and coming back (or losing the
 * network in between) reuses it.
 */
function loadBasemapFile(): Promise<BasemapFile> {
  loading ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!isBasemapFile(file)) throw new Error('basemap: not a basemap file');
      return file;
    })
    .catch((error: unknown) => {
      loading = null; // try again next time the map opens
      throw error;
    });
  return loading;
}

/** The basemap as features: the land, then the borders as one line. */
export async function loadBasemapFeatures(): Promise<Feature[]> {
  const { unit, land, borders } = await loadBasemapFile();
  const landFeature = new Feature(
    new MultiPolygon(decodeLines(land.coordinates, land.ends.flat(), unit), 'XY', land.ends),
  );
  landFeature.setStyle(LAND);
  const borderFeature = new Feature(
    new MultiLineString(decodeLines(borders.coordinates, borders.ends, unit), 'XY', borders.ends),
  );
  borderFeature.setStyle(BORDER);
  return [landFeature, borderFeature];
}

export function createBasemapLayer(): { layer: VectorLayer; source: VectorSource } {
  const source = new VectorSource({ wrapX: true });
  const layer = new VectorLayer({
    source,
    zIndex: 0,
    // Static and small: keep it drawn while panning and zooming.
    updateWhileAnimating: true,
    updateWhileInteracting: true,
    properties: { name: 'basemap' },
  });
  return { layer, source };
}
