import type { Position } from 'geojson';

/**
 * world-atlas keeps rings that cross the 180° meridian whole (it is made for
 * spherical drawing), so in a flat projection a ring's edge from 179.9° to
 * -180° is drawn as a line right across the world: Fiji, Chukotka and Wrangel
 * Island each left a horizontal stroke over the oceans. This makes such a ring
 * continuous instead (past 180° where it crosses), which the map draws in the
 * right place; its wrapped world copies cover the other side.
 *
 * A ring that goes once around a pole (Antarctica) cannot be made continuous
 * and closed at once; it is left as it is (its closing edge runs along the
 * bottom of the map, where it belongs).
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  let offset = 0;
  let previous: number | undefined;
  const unwrapped = ring.map((position) => {
    const [lon = 0, ...rest] = position;
    if (previous !== undefined) {
      const step = lon + offset - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    previous = lon + offset;
    return [lon + offset, ...rest];
  });
  return offset === 0 ? unwrapped : ring.map((position) => [...position]);
}

/** unwrapRing for every ring of a land geometry. */
export function unwrapPolygons(polygons: readonly (readonly Position[])[][]): Position[][][] {
  return polygons.map((rings) => rings.map(unwrapRing));
}
