import { describe, expect, it } from 'vitest';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import {
  countryKey,
  filterSites,
  hasActiveFilters,
  NO_FILTERS,
  type SiteFilters,
} from '../../../../src/client/features/map/site-filters';
import { SAMPLE_SITES } from '../catalogue/catalogue-fixtures';

const rows = SAMPLE_SITES.map(toSiteRow);
const none = new Set<number>();
const ids = (filters: Partial<SiteFilters>, visited = none, signedIn = false) =>
  filterSites(rows, { ...NO_FILTERS, ...filters }, visited, signedIn).map((r) => r.id);

describe('search', () => {
  it('matches Japanese and English names and countries', () => {
    expect(ids({ query: '京都' })).toEqual([688]);
    expect(ids({ query: 'Yakushima' })).toEqual([662]);
    expect(ids({ query: 'エクアドル' })).toEqual([1]);
    expect(ids({ query: 'ukraine' })).toEqual([1133]);
  });

  it('ignores case, full/half width, hiragana/katakana and accents', () => {
    expect(ids({ query: 'ＹＡＫＵＳＨＩＭＡ' })).toEqual([662]);
    expect(ids({ query: 'がらぱごす' })).toEqual([1]);
    expect(ids({ query: 'ｶﾞﾗﾊﾟｺﾞｽ' })).toEqual([1]);
    expect(ids({ query: 'galapagos' })).toEqual([1]);
  });

  it('needs every word of the query', () => {
    expect(ids({ query: 'ancient kyoto' })).toEqual([688]);
    expect(ids({ query: 'ancient carpathians' })).toEqual([1133]);
    expect(ids({ query: 'ancient nowhere' })).toEqual([]);
  });

  it('treats a blank query as no query', () => {
    expect(ids({ query: '   ' })).toHaveLength(rows.length);
  });
});

describe('filters', () => {
  it('by type, UNESCO region and country (a transboundary site counts for each country)', () => {
    expect(ids({ type: 'natural' })).toEqual([662, 1, 1133]);
    expect(ids({ region: 'Asia and the Pacific' })).toEqual([688, 662, 9999]);
    expect(ids({ country: 'ua' })).toEqual([1133]);
    expect(ids({ country: 'de', type: 'cultural' })).toEqual([]);
  });

  it('reaches the site without an ISO code by its name', () => {
    const jerusalem = rows.find((r) => r.id === 148);
    const key = countryKey(jerusalem?.countries[0] ?? { code: null, name_en: '' });
    expect(ids({ country: key })).toEqual([148]);
  });

  it('applies the own-visits filter to a signed-in user only', () => {
    const visited = new Set([688, 1]);
    expect(ids({ visited: 'visited' }, visited, true)).toEqual([688, 1]);
    expect(ids({ visited: 'not-visited' }, visited, true)).toEqual([662, 1133, 148, 9999]);
    expect(ids({ visited: 'visited' }, visited, false)).toHaveLength(rows.length);
  });

  it('keeps a site that cannot be drawn on the map in the list', () => {
    expect(ids({ type: 'mixed' })).toEqual([9999]);
    expect(ids({ query: 'without coordinates' })).toEqual([9999]);
  });

  it('knows when any filter is on', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, query: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, country: 'jp' })).toBe(true);
  });
});
