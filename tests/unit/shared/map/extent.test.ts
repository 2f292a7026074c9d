import { describe, expect, it } from 'vitest';
import {
  boxRelation,
  bufferExtent,
  extentContains,
  INSIDE,
  MERCATOR_MAX_LAT,
  normalizeExtent,
  OUTSIDE,
  PARTIAL,
  viewExtent,
} from '../../../../src/shared/map/extent';

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number) => ({
  minLng,
  minLat,
  maxLng,
  maxLat,
});

describe('normalizeExtent', () => {
  it('keeps an ordinary extent as one range', () => {
    const n = normalizeExtent(box(130, 30, 145, 45));
    expect([n.lo1, n.hi1, n.minLat, n.maxLat]).toEqual([130, 145, 30, 45]);
    expect(n.lo2 > n.hi2).toBe(true);
  });

  it('splits an extent crossing the antimeridian into two ranges', () => {
    for (const extent of [box(170, -30, 190, 0), box(-190, -30, -170, 0), box(170, -30, -170, 0)]) {
      const n = normalizeExtent(extent);
      expect([n.lo1, n.hi1, n.lo2, n.hi2]).toEqual([170, 180, -180, -170]);
      expect(extentContains(n, 175, -10)).toBe(true);
      expect(extentContains(n, -175, -10)).toBe(true);
      expect(extentContains(n, 0, -10)).toBe(false);
      expect(extentContains(n, 165, -10)).toBe(false);
      expect(extentContains(n, -165, -10)).toBe(false);
      expect(extentContains(n, 175, 10)).toBe(false);
    }
  });

  it('takes in both −180 and 180 when an edge lies on the antimeridian', () => {
    const west = normalizeExtent(box(-180, -10, -170, 10));
    expect(extentContains(west, 180, 0)).toBe(true);
    expect(extentContains(west, -180, 0)).toBe(true);
    expect(extentContains(west, 179, 0)).toBe(false);
    const east = normalizeExtent(box(170, -10, 180, 10));
    expect(extentContains(east, -180, 0)).toBe(true);
    expect(extentContains(east, -179, 0)).toBe(false);
  });

  it('shifts a repeated world back into −180 … 180', () => {
    const n = normalizeExtent(box(130 + 360, 30, 145 + 360, 45));
    expect([n.lo1, n.hi1]).toEqual([130, 145]);
    expect(extentContains(n, 139.7, 35.7)).toBe(true);
  });

  it('treats an extent at least 360° wide, or broken, as every longitude', () => {
    for (const extent of [box(-400, -60, 400, 60), box(-180, -60, 180, 60), box(0, -60, 360, 60)]) {
      const n = normalizeExtent(extent);
      expect(extentContains(n, -179.9, 0)).toBe(true);
      expect(extentContains(n, 179.9, 0)).toBe(true);
      expect(extentContains(n, 0, 70)).toBe(false);
    }
    for (const extent of [null, undefined, box(Number.NaN, 0, 10, 10)]) {
      const n = normalizeExtent(extent);
      expect([n.lo1, n.hi1, n.minLat, n.maxLat]).toEqual([-180, 180, -90, 90]);
    }
  });

  it('swaps reversed latitudes and clamps them to ±90', () => {
    const n = normalizeExtent(box(0, 100, 10, -100));
    expect([n.minLat, n.maxLat]).toEqual([-90, 90]);
  });
});

describe('boxRelation', () => {
  const view = normalizeExtent(box(0, 0, 20, 20));
  it('tells inside, outside and partial', () => {
    expect(boxRelation(view, 5, 5, 10, 10)).toBe(INSIDE);
    expect(boxRelation(view, 0, 0, 20, 20)).toBe(INSIDE);
    expect(boxRelation(view, 25, 5, 30, 10)).toBe(OUTSIDE);
    expect(boxRelation(view, 5, 25, 10, 30)).toBe(OUTSIDE);
    expect(boxRelation(view, 15, 5, 25, 10)).toBe(PARTIAL);
    expect(boxRelation(view, 5, -5, 10, 10)).toBe(PARTIAL);
    expect(boxRelation(view, -10, -10, 30, 30)).toBe(PARTIAL);
  });

  it('handles a view across the antimeridian', () => {
    const across = normalizeExtent(box(170, -30, 190, 0));
    expect(boxRelation(across, 172, -20, 178, -10)).toBe(INSIDE);
    expect(boxRelation(across, -178, -20, -172, -10)).toBe(INSIDE);
    expect(boxRelation(across, -178, -20, 178, -10)).toBe(PARTIAL);
    expect(boxRelation(across, -160, -20, 160, -10)).toBe(OUTSIDE);
    expect(boxRelation(across, -175, -20, 160, -10)).toBe(PARTIAL);
    expect(boxRelation(across, -160, -20, -100, -10)).toBe(OUTSIDE);
  });
});

describe('viewExtent', () => {
  it('shows the whole world width at zoom 0 in 256 px', () => {
    const e = viewExtent({ lng: 0, lat: 0 }, 0, 256, 256);
    expect(e.minLng).toBeCloseTo(-180, 9);
    expect(e.maxLng).toBeCloseTo(180, 9);
    expect(e.maxLat).toBeCloseTo(MERCATOR_MAX_LAT, 9);
    expect(e.minLat).toBeCloseTo(-MERCATOR_MAX_LAT, 9);
  });

  it('halves the width per zoom step and is wider than the world at zoom 1 on a desktop', () => {
    const z10 = viewExtent({ lng: 139.6917, lat: 35.6895 }, 10, 1920, 1080);
    const z11 = viewExtent({ lng: 139.6917, lat: 35.6895 }, 11, 1920, 1080);
    expect(z10.maxLng - z10.minLng).toBeCloseTo(2 * (z11.maxLng - z11.minLng), 9);
    expect(z10.maxLng - z10.minLng).toBeCloseTo((1920 * 360) / (256 * 1024), 9);
    expect(z10.minLat).toBeLessThan(35.6895);
    expect(z10.maxLat).toBeGreaterThan(35.6895);
    const z1 = viewExtent({ lng: 139.6917, lat: 35.6895 }, 1, 1920, 1080);
    expect(z1.maxLng - z1.minLng).toBeGreaterThan(360);
  });

  it('runs past 180° near the antimeridian', () => {
    const e = viewExtent({ lng: 179.9, lat: -17.7 }, 6, 1920, 1080);
    expect(e.maxLng).toBeGreaterThan(180);
    expect(extentContains(normalizeExtent(e), -179.5, -17.7)).toBe(true);
  });
});

describe('bufferExtent', () => {
  it('grows each side by the ratio of the size and clamps latitude', () => {
    expect(bufferExtent(box(0, 0, 10, 20), 0.1)).toEqual(box(-1, -2, 11, 22));
    expect(bufferExtent(box(0, 80, 10, 89), 1).maxLat).toBe(90);
  });
});
