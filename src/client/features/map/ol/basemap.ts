/**
 * The offline basemap: land, coastlines and borders from Natural Earth 1:110m
 * (world-atlas, public domain), converted at build time (basemap-file.ts) and shipped
 * with the app as a hashed asset so the service worker can precache it. Drawn under the
 * raster tiles, so with no network (or before tiles arrive) the map still reads as a map.
 */
import { Feature } from 'ol';
import MultiLineString from 'ol/geom/MultiLineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { type BasemapFile, decodeLines, isBasemapFile } from './basemap-file';
import basemapUrl from './world-basemap.json?url';

/**
 * One device pixel, the width of the basemap's lines. The canvas draws a line this thin as a
 * hairline, without the anti-aliased outline a wider one needs: with coastlines and borders
 * 1 and 0.8 CSS pixels wide, the lines took two thirds of the basemap's drawing (12.9 ms a
 * draw on the test machine at a phone's pixel ratio of 1.75, 4.4 ms as hairlines; issue #6),
 * and the first draw is a long task on a phone. The colours are a shade darker to make up.
 */
function hairline(): number {
  return 1 / (globalThis.devicePixelRatio || 1);
}

/** Colours of the basemap; the sea is the map container's background (map-view.css). */
function landStyle(): Style {
  return new Style({
    fill: new Fill({ color: '#f3efe6' }),
    stroke: new Stroke({ color: '#7f9cad', width: hairline() }),
  });
}

function borderStyle(): Style {
  return new Style({ stroke: new Stroke({ color: '#ad9f88', width: hairline() }) });
}

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
  landFeature.setStyle(landStyle());
  const borderFeature = new Feature(
    new MultiLineString(decodeLines(borders.coordinates, borders.ends, unit), 'XY', borders.ends),
  );
  borderFeature.setStyle(borderStyle());
  return [landFeature, borderFeature];
}

export interface BasemapLayers {
  /** Under the tiles, in this order; one is visible at a time (followMovement). */
  readonly layers: readonly [VectorImageLayer, VectorLayer];
  readonly source: VectorSource;
  /** Shows the image while the map is still, the vectors while it moves; answers the undo. */
  followMovement(map: OlMap): () => void;
}

/**
 * The basemap is drawn two ways from one source. While the map is still, as an image drawn
 * once per view: a frame with the view unchanged (each tile that arrives asks for one) then
 * only copies it. Drawn as vectors, the land's polygons were filled again in every frame:
 * 12.5 ms of compositor work per frame on the test machine, 2.4 ms with the image (30 frames
 * measured in a trace; issue #6). While the map moves, as vectors, drawn in every frame: an
 * image drawn before a pan would leave the land cut off at its edge until the pan ends.
 */
export function createBasemapLayer(): BasemapLayers {
  const source = new VectorSource({ wrapX: true });
  const still = new VectorImageLayer({
    source,
    zIndex: 0,
    properties: { name: 'basemap' },
  });
  const moving = new VectorLayer({
    source,
    zIndex: 0,
    visible: false,
    updateWhileAnimating: true,
    updateWhileInteracting: true,
    properties: { name: 'basemap-moving' },
  });
  const show = (isMoving: boolean) => {
    moving.setVisible(isMoving);
    still.setVisible(!isMoving);
  };
  return {
    layers: [still, moving],
    source,
    followMovement(map) {
      const keys = [map.on('movestart', () => show(true)), map.on('moveend', () => show(false))];
      return () => unByKey(keys);
    },
  };
}
