import { describe, expect, it } from 'vitest';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import {
  countryOptions,
  regionOptions,
  sortSites,
} from '../../../../src/client/features/map/filter-options';
import { SAMPLE_SITES } from '../catalogue/catalogue-fixtures';

const rows = SAMPLE_SITES.map(toSiteRow);

describe('filter options from the local catalogue', () => {
  it('lists the UNESCO regions with counts, named in the reader’s language', () => {
    const ja = regionOptions(rows, 'ja');
    expect(ja.find((o) => o.value === 'Asia and the Pacific')).toEqual({
      value: 'Asia and the Pacific',
      label: 'アジア・太平洋',
      count: 3,
    });
    expect(ja.reduce((sum, o) => sum + o.count, 0)).toBe(rows.length);
    expect(regionOptions(rows, 'en').map((o) => o.label)).toEqual([
      'Arab States',
      'Asia and the Pacific',
      'Europe and North America',
      'Latin America and the Caribbean',
    ]);
  });

  it('lists countries with counts, narrowed to the chosen region', () => {
    const all = countryOptions(rows, 'en', '');
    expect(all.find((o) => o.value === 'jp')).toMatchObject({ label: 'Japan', count: 3 });
    expect(all.find((o) => o.value === 'de')).toMatchObject({ count: 1 });
    expect(all.find((o) => o.value === 'ua')).toMatchObject({ count: 1 });
    expect(
      countryOptions(rows, 'ja', 'Europe and North America')
        .map((o) => o.value)
        .sort(),
    ).toEqual(['de', 'ua']);
  });
});

describe('list order', () => {
  it('sorts by first country, then name, in the reader’s language', () => {
    const en = sortSites(rows, 'en').map((r) => r.id);
    // Ecuador, Germany, Japan (Historic…, Site 9999 "Site Without…", Yakushima), Jerusalem
    expect(en).toEqual([1, 1133, 688, 9999, 662, 148]);
  });
});
