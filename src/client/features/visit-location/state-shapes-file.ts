/**
 * The shapes of the states that share a site (state-shapes.json, written by
 * scripts/generate-state-shapes.ts from world-atlas's Natural Earth 1:50m countries, public
 * domain): what the visit form needs to tell, on the device and with no network, which of a
 * transboundary site's states the traveller is standing in. Only the states of sites listed
 * under several states are kept; the rest of the world is never asked about.
 *
 * Format: longitude and latitude in whole multiples of `unit` degrees (a thousandth, about
 * 100 m: the 1:50m borders are far coarser), each ring as x, y differences from its previous
 * point (the first from 0, 0), which keeps the numbers short.
 */

export interface StateShapesFile {
  unit: number;
  /** Per state (ISO alpha-2, lower case): its polygons, each its rings, outer ring first. */
  states: Record<string, number[][][]>;
}

/** Degrees per stored step. */
export const STATE_SHAPES_UNIT = 0.001;

/** A state's polygons as flat lon, lat pairs in degrees, with the box around them. */
export interface StateShape {
  /** Every ring of every polygon: inside is where a ray crosses them an odd number of times. */
  rings: number[][];
  /** West, south, east, north. */
  box: [number, number, number, number];
}

/** Steps from a ring of [lon, lat] positions; repeated points (after rounding) are dropped. */
export function encodeRing(ring: readonly (readonly number[])[], unit = STATE_SHAPES_UNIT) {
  const steps: number[] = [];
  let x = 0;
  let y = 0;
  for (const [lon = 0, lat = 0] of ring) {
    const nextX = Math.round(lon / unit);
    const nextY = Math.round(lat / unit);
    if (steps.length > 0 && nextX === x && nextY === y) continue;
    steps.push(nextX - x, nextY - y);
    x = nextX;
    y = nextY;
  }
  return steps;
}

function decodeRing(steps: readonly number[], unit: number): number[] {
  const flat = new Array<number>(steps.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i < steps.length; i += 2) {
    x += steps[i] ?? 0;
    y += steps[i + 1] ?? 0;
    flat[i] = x * unit;
    flat[i + 1] = y * unit;
  }
  return flat;
}

export function decodeStateShapes(file: StateShapesFile): Map<string, StateShape> {
  const shapes = new Map<string, StateShape>();
  for (const [code, polygons] of Object.entries(file.states)) {
    const rings = polygons.flat().map((steps) => decodeRing(steps, file.unit));
    const box: StateShape['box'] = [180, 90, -180, -90];
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i += 2) {
        const lon = ring[i] ?? 0;
        const lat = ring[i + 1] ?? 0;
        box[0] = Math.min(box[0], lon);
        box[1] = Math.min(box[1], lat);
        box[2] = Math.max(box[2], lon);
        box[3] = Math.max(box[3], lat);
      }
    }
    shapes.set(code, { rings, box });
  }
  return shapes;
}

/** Whether a fetched document has the file's shape (a damaged or foreign file is refused). */
export function isStateShapesFile(value: unknown): value is StateShapesFile {
  const file = value as Partial<StateShapesFile> | null;
  return (
    typeof file?.unit === 'number' &&
    typeof file.states === 'object' &&
    file.states !== null &&
    Object.values(file.states).every(Array.isArray)
  );
}
