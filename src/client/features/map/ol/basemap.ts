/**
 * The offline basemap: land, coastlines and borders from Natural Earth 1:110m
 * (world-atlas, public domain), converted at build time (basemap-file.ts) and shipped
 * with the app as a hashed asset so the service worker can precache it. Drawn under the
 * raster tiles, so with no network (or before tiles arrive) the map still reads as a map.
 *
 * It is one image layer whose pictures the page draws itself (basemap-drawing.ts), a few
 * shapes per task, and hands to OpenLayers when done. Each picture is twice the view's width
 * and height (less on a large screen), so a pan shows land to the edges without drawing
 * anew; it is drawn again once the view has moved beyond it or zoomed (OpenLayers asks when
 * the view is still, and shows the previous picture, scaled, meanwhile).
 */
import { getHeight, getWidth } from 'ol/extent';
import type { ImageObject } from 'ol/Image';
import ImageLayer from 'ol/layer/Image';
import ImageSource from 'ol/source/Image';
import { inSlices, yieldToBrowser } from '../work-in-slices';
import { type BasemapShapes, basemapDrawSteps, basemapShapes, HALF_WORLD } from './basemap-drawing';
import { isBasemapFile } from './basemap-file';
import basemapUrl from './world-basemap.json?url';

/**
 * A picture covers the view and half of it more on each side, so a pan of half a screen still
 * shows land at the edges (the picture moves with the map)...
 */
const IMAGE_RATIO = 2;
/** ...unless that passes this many canvas pixels (24 MB): a large screen then gets less. */
const MAX_IMAGE_PIXELS = 6_000_000;
/**
 * Sharper than two canvas pixels per CSS pixel the background need not be: at a phone's 3 the
 * picture would need 2.25 times the pixels for lines that are a hairline thin either way.
 */
const MAX_PIXEL_RATIO = 2;

let loading: Promise<BasemapShapes> | null = null;

/**
 * Fetches and decodes the basemap once per page: leaving the map and coming back (or losing
 * the network in between) reuses it. Decoded a task after the file is read: reading and
 * decoding are each a task of their own.
 */
function loadBasemapShapes(): Promise<BasemapShapes> {
  loading ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!isBasemapFile(file)) throw new Error('basemap: not a basemap file');
      await yieldToBrowser();
      return basemapShapes(file);
    })
    .catch((error: unknown) => {
      loading = null; // try again next time the map opens
      throw error;
    });
  return loading;
}

export interface BasemapLayer {
  readonly layer: ImageLayer<ImageSource>;
  /** Resolves with the number of shapes once the first picture is drawn; rejects when the file cannot load. */
  readonly ready: Promise<number>;
  /** Stops a picture still being drawn. */
  dispose(): void;
}

/** The extent a picture for a view covers: the view's and a margin around it. */
export function imageExtentFor(
  extent: number[],
  resolution: number,
  pixelRatio: number,
): [number, number, number, number] {
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  const viewPixels =
    (getWidth(extent) / resolution) * (getHeight(extent) / resolution) * pixelRatio ** 2;
  const ratio = Math.max(1, Math.min(IMAGE_RATIO, Math.sqrt(MAX_IMAGE_PIXELS / viewPixels)));
  const padX = (getWidth(extent) * (ratio - 1)) / 2;
  const padY = (getHeight(extent) * (ratio - 1)) / 2;
  return [
    minX - padX,
    Math.max(minY - padY, -HALF_WORLD),
    maxX + padX,
    Math.min(maxY + padY, HALF_WORLD),
  ];
}

export function createBasemapLayer(): BasemapLayer {
  const shapes = loadBasemapShapes();
  let cancelDrawing = () => {};
  let firstDrawn: (count: number) => void = () => {};
  const ready = new Promise<number>((resolve, reject) => {
    firstDrawn = resolve;
    shapes.catch(reject);
  });
  ready.catch(() => {}); // the map reports a failure (world-map.ts)

  const draw = (loaded: BasemapShapes, extent: number[], resolution: number, pixelRatio: number) =>
    new Promise<ImageObject>((resolve) => {
      const ratio = Math.min(pixelRatio, MAX_PIXEL_RATIO);
      const imageExtent = imageExtentFor(extent, resolution, ratio);
      const width = Math.round((getWidth(imageExtent) / resolution) * ratio);
      const height = Math.round((getHeight(imageExtent) / resolution) * ratio);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      // A canvas kept in memory rasterises each step as it is drawn. The default (a recording,
      // rasterised all at once when OpenLayers first copies the picture) put the whole cost
      // back into one frame, a long task on a phone (docs/PERF.md P2).
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('2D canvas unavailable');
      const steps = basemapDrawSteps(context, loaded, { extent: imageExtent, width, height });
      // A newer picture replaces one still being drawn (OpenLayers no longer waits for it).
      cancelDrawing();
      cancelDrawing = inSlices(
        steps,
        (step) => step(),
        () => {
          resolve({ image: canvas, extent: imageExtent, resolution, pixelRatio: ratio });
          firstDrawn(loaded.count);
        },
      );
    });

  const layer = new ImageLayer({
    source: new ImageSource({
      loader: (extent, resolution, pixelRatio) =>
        shapes.then((decoded) => draw(decoded, extent, resolution, pixelRatio)),
    }),
    zIndex: 0,
    properties: { name: 'basemap' },
  });
  return { layer, ready, dispose: () => cancelDrawing() };
}
