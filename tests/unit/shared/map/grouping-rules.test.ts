import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLOURS,
  DEFAULT_VIEW,
  defaultView,
  POPUP_MAX_WIDTH,
  parseDisplayMode,
} from '../../../../src/shared/map/constants';
import {
  CULTURAL_COLOUR,
  countryThreshold,
  FLY_TO_ZOOM,
  GROUP_POPUP_LIMIT,
  GROUP_ZOOM_MAX,
  GROUP_ZOOM_PADDING,
  groupIconSize,
  groupingBand,
  MAX_ZOOM,
  MIXED_COLOUR,
  NATURAL_COLOUR,
  REBUILD_DELAY_MS,
  REGION_MAX_ZOOM,
  SINGLE_MIN_ZOOM,
} from '../../../../src/shared/map/grouping';
import { firstCountryCounts } from './grouping-support';

// The grouping's fixed rules (SPEC.md §4, §9): constants, the zoom bands, the country
// threshold and the group icons' sizes.

// ---------------------------------------------------------------- constants

describe('constants (SPEC.md §4, §9)', () => {
  it('has the spec values', () => {
    expect(GROUP_ZOOM_PADDING).toBe(50);
    expect(GROUP_ZOOM_MAX).toBe(10);
    expect(GROUP_POPUP_LIMIT).toBe(20);
    expect(REBUILD_DELAY_MS).toBe(500);
    expect(REGION_MAX_ZOOM).toBe(3);
    expect(SINGLE_MIN_ZOOM).toBe(13);
    expect(FLY_TO_ZOOM).toBe(15);
    expect(MAX_ZOOM).toBe(20);
    expect(POPUP_MAX_WIDTH).toBe(350);
    expect(DEFAULT_VIEW.center).toEqual([139.6917, 35.6895]);
    expect(DEFAULT_VIEW.zoom).toBe(2);
    expect(DEFAULT_VIEW.mobile).toEqual({ center: [0, 0], zoom: 1.5 });
    expect(defaultView(false)).toEqual({ center: [139.6917, 35.6895], zoom: 2 });
    expect(defaultView(true)).toEqual({ center: [0, 0], zoom: 1.5 });
  });

  it('has red, green and amber category colours', () => {
    expect(CATEGORY_COLOURS).toEqual({ cultural: '#d64541', natural: '#2e9d5b', mixed: '#f0a30a' });
    expect([CULTURAL_COLOUR, NATURAL_COLOUR, MIXED_COLOUR]).toEqual([
      '#d64541',
      '#2e9d5b',
      '#f0a30a',
    ]);
  });

  it('reads a persisted display mode, defaulting to auto', () => {
    expect(parseDisplayMode('detail')).toBe('detail');
    expect(parseDisplayMode('auto')).toBe('auto');
    expect(parseDisplayMode('DETAIL')).toBe('auto');
    expect(parseDisplayMode(null)).toBe('auto');
  });
});

// ---------------------------------------------------------------- bands, threshold, icons

describe('groupingBand', () => {
  it('maps zooms to bands in auto mode', () => {
    const band = (zoom: number) => groupingBand(zoom, 'auto');
    expect([0, 1.5, 2, 3].map(band)).toEqual(['region', 'region', 'region', 'region']);
    expect([3.01, 4, 8, 12, 12.99].map(band)).toEqual([
      'country',
      'country',
      'country',
      'country',
      'country',
    ]);
    expect([13, 15, 20].map(band)).toEqual(['single', 'single', 'single']);
    expect(band(Number.NaN)).toBe('region');
    expect(band(Number.NEGATIVE_INFINITY)).toBe('region');
    expect(band(Number.POSITIVE_INFINITY)).toBe('single');
  });

  it('is always single in detail mode', () => {
    for (const zoom of [0, 2, 3, 4, 8, 12, 13, 20])
      expect(groupingBand(zoom, 'detail')).toBe('single');
  });
});

describe('countryThreshold', () => {
  it('is max(2, floor(2^(zoom − 3)))', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 12].map(countryThreshold)).toEqual([
      2, 4, 8, 16, 32, 64, 128, 256, 512,
    ]);
    expect(countryThreshold(3.5)).toBe(2);
    expect(countryThreshold(6.5)).toBe(11);
    expect(countryThreshold(Number.NaN)).toBe(2);
  });

  it('rises with zoom: never falls, and rises at every whole zoom step', () => {
    let previous = countryThreshold(3);
    for (let zoom = 3; zoom <= 13.0001; zoom += 0.05) {
      const t = countryThreshold(zoom);
      expect(t).toBeGreaterThanOrEqual(previous);
      previous = t;
    }
    for (let zoom = 4; zoom < 12; zoom++) {
      expect(countryThreshold(zoom + 1)).toBeGreaterThan(countryThreshold(zoom));
    }
  });

  it('exceeds the largest country of the real catalogue from zoom 9', () => {
    const largest = Math.max(...firstCountryCounts.values());
    expect(largest).toBeGreaterThan(countryThreshold(8));
    expect(largest).toBeLessThan(countryThreshold(9));
  });
});

describe('groupIconSize', () => {
  it('is 35 below 10, 40 below 100, 45 otherwise', () => {
    expect([1, 9, 10, 99, 100, 1248].map(groupIconSize)).toEqual([35, 35, 40, 40, 45, 45]);
  });
});

// ---------------------------------------------------------------- real catalogue, by band
