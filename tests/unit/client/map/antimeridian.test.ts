import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json' with { type: 'json' };
import { unwrapPolygons, unwrapRing } from '../../../../src/client/features/map/ol/antimeridian';

/** Longitude steps longer than half the world: each is drawn as a line across the map. */
function jumps(ring: readonly number[][]): number {
  let count = 0;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180) count++;
  }
  return count;
}

describe('rings across the 180° meridian', () => {
  it('continue past 180° instead of jumping back across the world', () => {
    // Out over the meridian and back, like Fiji.
    const ring = [
      [178, -16],
      [180, -16],
      [-179, -16.5],
      [-179, -17],
      [179, -17],
      [178, -16],
    ];
    expect(unwrapRing(ring)).toEqual([
      [178, -16],
      [180, -16],
      [181, -16.5],
      [181, -17],
      [179, -17],
      [178, -16],
    ]);
  });

  it('leave a ring around the pole as it is (Antarctica closes along the bottom)', () => {
    const ring = [
      [-180, -84],
      [0, -70],
      [180, -84],
      [-180, -84],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it('leave the shipped world with no edge across the map but Antarctica’s', () => {
    const topology = countries as unknown as Topology<{ land: GeometryCollection }>;
    const land = feature(topology, topology.objects.land);
    const geometries = land.features.map((f) => f.geometry);
    const polygons = geometries.flatMap((g) =>
      g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [],
    );
    const before = polygons.flat().filter((ring) => jumps(ring) > 0).length;
    const after = unwrapPolygons(polygons)
      .flat()
      .filter((ring) => jumps(ring) > 0).length;
    expect(before).toBe(4); // Fiji, Eurasia (Chukotka), Wrangel Island, Antarctica
    expect(after).toBe(1); // Antarctica's closing edge along the bottom
  });
});
