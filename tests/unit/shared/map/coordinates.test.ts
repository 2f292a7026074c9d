import { describe, expect, it } from 'vitest';
import { isDrawable, partitionDrawable } from '../../../../src/shared/map/coordinates';

describe('isDrawable', () => {
  it('accepts finite numbers within ±90 / ±180, edges included', () => {
    expect(isDrawable(35.6895, 139.6917)).toBe(true);
    expect(isDrawable(0, 0)).toBe(true);
    expect(isDrawable(90, 180)).toBe(true);
    expect(isDrawable(-90, -180)).toBe(true);
    expect(isDrawable(-0, -0)).toBe(true);
  });

  it('rejects out-of-range coordinates', () => {
    expect(isDrawable(91, 0)).toBe(false);
    expect(isDrawable(-90.0001, 0)).toBe(false);
    expect(isDrawable(0, -181)).toBe(false);
    expect(isDrawable(0, 180.5)).toBe(false);
  });

  it('rejects anything that is not a finite number, without throwing', () => {
    const bad: unknown[] = [
      Number.NaN,
      '35',
      '',
      null,
      undefined,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      35n,
      {},
      [35],
      true,
      Symbol('x'),
    ];
    for (const value of bad) {
      expect(isDrawable(value, 10)).toBe(false);
      expect(isDrawable(10, value)).toBe(false);
    }
    expect(isDrawable(new Number(35), 10)).toBe(false);
  });
});

describe('partitionDrawable', () => {
  it('keeps every element, in order, split into drawable and undrawable', () => {
    const sites = [
      { id: 1, lat: 35, lng: 139 },
      { id: 2, lat: Number.NaN, lng: 0 },
      { id: 3, lat: '35', lng: 139 },
      { id: 4, lat: null, lng: null },
      { id: 5, lat: 91, lng: 0 },
      { id: 6, lat: 0, lng: -181 },
      { id: 7, lat: -33.9, lng: 18.4 },
    ];
    const { drawable, undrawable } = partitionDrawable(
      sites,
      (s) => s.lat,
      (s) => s.lng,
    );
    expect(drawable.map((s) => s.id)).toEqual([1, 7]);
    expect(undrawable.map((s) => s.id)).toEqual([2, 3, 4, 5, 6]);
    expect(drawable.length + undrawable.length).toBe(sites.length);
  });
});
