/**
 * The small world map of the year in review and the dashboard: the app's own offline basemap
 * (basemap-file.ts, already precached by the service worker) turned into SVG path strings in
 * a fixed box, so the screens draw it as SVG and the share image draws the very same strings
 * on a canvas (Path2D). No tiles and no OpenLayers: these only need land, borders and dots.
 */

import { HALF_WORLD } from '../map/ol/basemap-drawing';
import { type BasemapFile, decodeLines, isBasemapFile } from '../map/ol/basemap-file';
import basemapUrl from '../map/ol/world-basemap.json?url';

/** The map's width in its own units; the whole world from 180° W to 180° E. */
export const MAP_WIDTH = 1000;
const SCALE = MAP_WIDTH / (2 * HALF_WORLD);
const EARTH_RADIUS = 6_378_137;
/** The latitudes shown: no site lies beyond them, and the poles would take half the picture. */
const TOP_LATITUDE = 75;
const BOTTOM_LATITUDE = -57;

function mercatorY(latitude: number): number {
  const phi = (latitude * Math.PI) / 180;
  return EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + phi / 2));
}

const TOP = (HALF_WORLD - mercatorY(TOP_LATITUDE)) * SCALE;
/** The part of the map box shown: x, y, width, height (an SVG viewBox). */
export const MAP_VIEW = {
  x: 0,
  y: TOP,
  width: MAP_WIDTH,
  height: (HALF_WORLD - mercatorY(BOTTOM_LATITUDE)) * SCALE - TOP,
} as const;

/** Where a place is on the map, in map units. */
export function projectPoint(latitude: number, longitude: number): { x: number; y: number } {
  const x = (EARTH_RADIUS * ((longitude * Math.PI) / 180) + HALF_WORLD) * SCALE;
  const y = (HALF_WORLD - mercatorY(latitude)) * SCALE;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** Rings or lines as one path; points closer than a tenth of a unit are dropped. */
function pathOf(
  coordinates: readonly number[],
  ends: readonly number[],
  unit: number,
  close: boolean,
) {
  const flat = decodeLines(coordinates, ends, unit);
  const parts: string[] = [];
  let start = 0;
  for (const end of ends) {
    let last = '';
    for (let i = start; i < end; i += 2) {
      const x = (((flat[i] ?? 0) + HALF_WORLD) * SCALE).toFixed(1);
      const y = ((HALF_WORLD - (flat[i + 1] ?? 0)) * SCALE).toFixed(1);
      const point = `${x} ${y}`;
      if (point === last) continue;
      parts.push(`${last === '' ? 'M' : 'L'}${point}`);
      last = point;
    }
    if (close && last !== '') parts.push('Z');
    start = end;
  }
  return parts.join('');
}

export type MapPaths = { land: string; borders: string };

/** The basemap file as two paths: the land (rings, drawn even-odd) and the borders. */
export function mapPaths(file: BasemapFile): MapPaths {
  return {
    land: pathOf(file.land.coordinates, file.land.ends.flat(), file.unit, true),
    borders: pathOf(file.borders.coordinates, file.borders.ends, file.unit, false),
  };
}

let loading: Promise<MapPaths> | null = null;

/** Reads the basemap once per page (from the service worker's cache when offline). */
export function loadMapPaths(): Promise<MapPaths> {
  loading ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      const file: unknown = await response.json();
      if (!isBasemapFile(file)) throw new Error('basemap: not a basemap file');
      return mapPaths(file);
    })
    .catch((error: unknown) => {
      loading = null; // try again next time
      throw error;
    });
  return loading;
}
