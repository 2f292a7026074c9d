/**
 * The basemap file the app ships (world-basemap.json, written by scripts/generate-basemap.ts
 * from the world-atlas TopoJSON): the land and the borders already in web-mercator, so the
 * page only adds up numbers before drawing. Converting the TopoJSON on the page made
 * thousands of short-lived arrays, a long task with garbage collection on a phone (docs/PERF.md P2, P6).
 *
 * Format: coordinates are whole multiples of `unit` metres (100 m; the 1:110m data is far
 * coarser), each ring or line as x, y differences from its previous point (the first from
 * 0, 0), which keeps the numbers short. `ends` are offsets into `coordinates`, as
 * OpenLayers' flat geometries use them.
 */
import type { BasemapGeometry } from './basemap-geometry';

export interface BasemapFile {
  unit: number;
  /** One multi-polygon: per polygon, the end offset of each of its rings. */
  land: { ends: number[][]; coordinates: number[] };
  /** One multi-line: the end offset of each border line. */
  borders: { ends: number[]; coordinates: number[] };
}

/** Metres per stored step. */
export const BASEMAP_UNIT = 100;

function encodeLines(flat: Float64Array, ends: readonly number[], unit: number): number[] {
  const coordinates: number[] = [];
  let start = 0;
  for (const end of ends) {
    let x = 0;
    let y = 0;
    for (let i = start; i < end; i += 2) {
      const nextX = Math.round((flat[i] ?? 0) / unit);
      const nextY = Math.round((flat[i + 1] ?? 0) / unit);
      coordinates.push(nextX - x, nextY - y);
      x = nextX;
      y = nextY;
    }
    start = end;
  }
  return coordinates;
}

/** Flat coordinates in metres from a stored ring or line list. */
export function decodeLines(coordinates: readonly number[], ends: readonly number[], unit: number) {
  const flat = new Array<number>(coordinates.length);
  let start = 0;
  for (const end of ends) {
    let x = 0;
    let y = 0;
    for (let i = start; i < end; i += 2) {
      x += coordinates[i] ?? 0;
      y += coordinates[i + 1] ?? 0;
      flat[i] = x * unit;
      flat[i + 1] = y * unit;
    }
    start = end;
  }
  return flat;
}

export function encodeBasemap(geometry: BasemapGeometry, unit = BASEMAP_UNIT): BasemapFile {
  return {
    unit,
    land: {
      ends: geometry.landEnds,
      coordinates: encodeLines(geometry.landCoordinates, geometry.landEnds.flat(), unit),
    },
    borders: {
      ends: geometry.borderEnds,
      coordinates: encodeLines(geometry.borderCoordinates, geometry.borderEnds, unit),
    },
  };
}

/** Whether a fetched document has the file's shape (a damaged or foreign file is refused). */
export function isBasemapFile(value: unknown): value is BasemapFile {
  const file = value as Partial<BasemapFile> | null;
  return (
    typeof file?.unit === 'number' &&
    Array.isArray(file.land?.ends) &&
    Array.isArray(file.land.coordinates) &&
    Array.isArray(file.borders?.ends) &&
    Array.isArray(file.borders.coordinates)
  );
}
