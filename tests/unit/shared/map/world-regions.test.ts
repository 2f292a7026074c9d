import { describe, expect, it } from 'vitest';
import {
  COUNTRY_REGION,
  FALLBACK_REGION_ID,
  isWorldRegionId,
  regionOfCountry,
  regionOfSite,
  WORLD_REGION_IDS,
  WORLD_REGIONS,
} from '../../../../src/shared/map/world-regions';
import { catalogueSites, catalogueStates } from './catalogue';

describe('WORLD_REGIONS', () => {
  it('has the nine regions with their Japanese and English names', () => {
    expect(
      WORLD_REGION_IDS.map((id) => [id, WORLD_REGIONS[id].nameJa, WORLD_REGIONS[id].nameEn]),
    ).toEqual([
      ['east_asia', '東アジア', 'East Asia'],
      ['southeast_asia', '東南アジア', 'Southeast Asia'],
      ['south_asia', '南アジア', 'South Asia'],
      ['central_west_asia', '中央・西アジア', 'Central and West Asia'],
      ['europe', 'ヨーロッパ', 'Europe'],
      ['africa', 'アフリカ', 'Africa'],
      ['north_america', '北アメリカ', 'North America'],
      ['latin_america_caribbean', 'ラテンアメリカ・カリブ', 'Latin America and the Caribbean'],
      ['oceania', 'オセアニア', 'Oceania'],
    ]);
    expect(Object.keys(WORLD_REGIONS).sort()).toEqual([...WORLD_REGION_IDS].sort());
    for (const id of WORLD_REGION_IDS) expect(WORLD_REGIONS[id].id).toBe(id);
  });

  it('recognises region ids and nothing else', () => {
    expect(isWorldRegionId('oceania')).toBe(true);
    expect(isWorldRegionId('asia')).toBe(false);
    expect(isWorldRegionId('toString')).toBe(false);
    expect(isWorldRegionId(3)).toBe(false);
    expect(isWorldRegionId(null)).toBe(false);
  });
});

describe('COUNTRY_REGION table', () => {
  it('assigns a region to every ISO code in whc-states.json', () => {
    const codes = catalogueStates.flatMap((s) => (s.iso_code ? [s.iso_code] : []));
    expect(codes.length).toBe(170);
    const missing = codes.filter((code) => !Object.hasOwn(COUNTRY_REGION, code));
    expect(missing).toEqual([]);
  });

  it('assigns a region to every ISO code used by a site, first or not', () => {
    const codes = new Set(catalogueSites.flatMap((s) => s.iso_codes));
    const missing = [...codes].filter((code) => !Object.hasOwn(COUNTRY_REGION, code));
    expect(missing).toEqual([]);
  });

  it('only uses the nine region ids and lower-case two-letter keys', () => {
    for (const [code, region] of Object.entries(COUNTRY_REGION)) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(WORLD_REGION_IDS).toContain(region);
    }
  });

  it('follows the UN M49 sub-regions', () => {
    const expected: Record<string, string[]> = {
      east_asia: ['cn', 'jp', 'kr', 'kp', 'mn'],
      southeast_asia: ['vn', 'th', 'id', 'ph', 'kh', 'la', 'my', 'mm', 'sg'],
      south_asia: ['in', 'np', 'lk', 'bd', 'pk', 'ir', 'af'],
      central_west_asia: ['uz', 'kz', 'kg', 'tj', 'tm', 'tr', 'il', 'ps', 'sa', 'cy', 'ge', 'am'],
      europe: ['ru', 'gb', 'fr', 'it', 'va', 'is', 'ua', 'by', 'md'],
      africa: ['eg', 'ma', 'tn', 'dz', 'ly', 'sd', 'za', 'ke', 'mu', 'sc', 'cv'],
      north_america: ['us', 'ca'],
      latin_america_caribbean: ['mx', 'gt', 'cu', 'jm', 'br', 'pe', 'ar', 'sr'],
      oceania: ['au', 'nz', 'fj', 'pg', 'vu', 'ki', 'mh', 'fm', 'pw', 'sb'],
    };
    for (const [region, codes] of Object.entries(expected)) {
      for (const code of codes) expect([code, COUNTRY_REGION[code]]).toEqual([code, region]);
    }
  });
});

describe('regionOfCountry / regionOfSite', () => {
  it('is case-insensitive and falls back for missing or unknown codes', () => {
    expect(regionOfCountry('JP')).toBe('east_asia');
    expect(regionOfCountry('jp')).toBe('east_asia');
    expect(regionOfCountry(null)).toBe(FALLBACK_REGION_ID);
    expect(regionOfCountry(undefined)).toBe(FALLBACK_REGION_ID);
    expect(regionOfCountry('')).toBe(FALLBACK_REGION_ID);
    expect(regionOfCountry('zz')).toBe(FALLBACK_REGION_ID);
    expect(regionOfCountry('constructor')).toBe(FALLBACK_REGION_ID);
    expect(FALLBACK_REGION_ID).toBe('central_west_asia');
  });

  it("puts a transboundary site in its first country's region", () => {
    expect(regionOfSite({ iso_codes: ['tr', 'gr'] })).toBe('central_west_asia');
    expect(regionOfSite({ iso_codes: ['gr', 'tr'] })).toBe('europe');
    const silkRoads = catalogueSites.find((s) => s.id_no === 1442);
    expect(silkRoads?.iso_codes).toEqual(['cn', 'kz', 'kg']);
    expect(silkRoads && regionOfSite(silkRoads)).toBe('east_asia');
    const uvsNuur = catalogueSites.find((s) => s.id_no === 769);
    expect(uvsNuur?.iso_codes).toEqual(['mn', 'ru']);
    expect(uvsNuur && regionOfSite(uvsNuur)).toBe('east_asia');
    const moravian = catalogueSites.find((s) => s.id_no === 1468);
    expect(moravian && regionOfSite(moravian)).toBe('europe');
  });

  it('puts Jerusalem (148, no ISO code) in Central and West Asia', () => {
    const jerusalem = catalogueSites.find((s) => s.id_no === 148);
    expect(jerusalem?.iso_codes).toEqual([]);
    expect(jerusalem && regionOfSite(jerusalem)).toBe('central_west_asia');
    expect(regionOfSite({})).toBe('central_west_asia');
    expect(regionOfSite({ iso_codes: null })).toBe('central_west_asia');
  });

  it('gives every catalogue site one of the nine regions, each region used', () => {
    const counts = new Map<string, number>();
    for (const site of catalogueSites) {
      const region = regionOfSite(site);
      counts.set(region, (counts.get(region) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...WORLD_REGION_IDS].sort());
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(catalogueSites.length);
    // Japan's 26 sites are all in East Asia.
    expect(catalogueSites.filter((s) => s.iso_codes[0] === 'jp').map(regionOfSite)).toEqual(
      Array(catalogueSites.filter((s) => s.iso_codes[0] === 'jp').length).fill('east_asia'),
    );
  });
});
