import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLOURS,
  DEFAULT_VIEW,
  defaultView,
  POPUP_MAX_WIDTH,
  parseDisplayMode,
  type SiteCategory,
} from '../../../../src/shared/map/constants';
import { isDrawable, partitionDrawable } from '../../../../src/shared/map/coordinates';
import { type LonLatExtent, viewExtent, WORLD_EXTENT } from '../../../../src/shared/map/extent';
import {
  buildGroupingIndex,
  CULTURAL_COLOUR,
  categoryMix,
  conicGradient,
  countryThreshold,
  dominantCategory,
  FLY_TO_ZOOM,
  fromCatalogueSite,
  GROUP_POPUP_LIMIT,
  GROUP_ZOOM_MAX,
  GROUP_ZOOM_PADDING,
  type GroupItem,
  type GroupingSiteInput,
  groupColour,
  groupIconSize,
  groupingBand,
  groupMemberIds,
  groupSites,
  MAX_ZOOM,
  type MapItem,
  MIXED_COLOUR,
  NATURAL_COLOUR,
  REBUILD_DELAY_MS,
  REGION_MAX_ZOOM,
  SINGLE_MIN_ZOOM,
  type SiteItem,
} from '../../../../src/shared/map/grouping';
import { regionOfCountry, regionOfSite } from '../../../../src/shared/map/world-regions';
import { catalogueSites, countryNamesJa } from './catalogue';

// ---------------------------------------------------------------- helpers

function site(
  id: number,
  lat: unknown,
  lng: unknown,
  countryCode: string | null,
  category: SiteCategory = 'cultural',
  visited = false,
): GroupingSiteInput {
  return { id, lat, lng, countryCode, category, visited };
}

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number): LonLatExtent => ({
  minLng,
  minLat,
  maxLng,
  maxLat,
});

const groups = (items: readonly MapItem[]) =>
  items.filter((item): item is GroupItem => item.kind === 'group');
const singles = (items: readonly MapItem[]) =>
  items.filter((item): item is SiteItem => item.kind === 'site');
const byKey = (items: readonly MapItem[]) => new Map(groups(items).map((g) => [g.key, g]));
const sortedIds = (items: readonly SiteItem[]) => items.map((s) => s.id).sort((a, b) => a - b);

/** Independent check of "is (lng, lat) in this extent", by modular arithmetic. */
function inViewOracle(extent: LonLatExtent, lng: number, lat: number): boolean {
  const minLat = Math.min(extent.minLat, extent.maxLat);
  const maxLat = Math.max(extent.minLat, extent.maxLat);
  if (lat < minLat || lat > maxLat) return false;
  const maxLng = extent.maxLng < extent.minLng ? extent.maxLng + 360 : extent.maxLng;
  if (maxLng - extent.minLng >= 360) return true;
  // Shift the point (not the edges) by whole turns into the extent's frame.
  for (let turns = -3; turns <= 3; turns++) {
    const x = lng + 360 * turns;
    if (x >= extent.minLng && x <= maxLng) return true;
  }
  return false;
}

/**
 * Independent statement of the country band: drawable in-view sites per first
 * country; count ≥ threshold → one group of that count, else single sites.
 */
function countryBandOracle(
  sites: readonly GroupingSiteInput[],
  zoom: number,
  extent: LonLatExtent,
): { singleIds: number[]; groupCounts: Map<string, number> } {
  const threshold = countryThreshold(zoom);
  const perCountry = new Map<string, number[]>();
  for (const s of sites) {
    if (!isDrawable(s.lat, s.lng)) continue;
    if (!inViewOracle(extent, s.lng as number, s.lat as number)) continue;
    const code = s.countryCode ? s.countryCode.toLowerCase() : null;
    const key = code ? `country:${code}` : `country:?${regionOfCountry(null)}`;
    const ids = perCountry.get(key) ?? [];
    ids.push(s.id);
    perCountry.set(key, ids);
  }
  const singleIds: number[] = [];
  const groupCounts = new Map<string, number>();
  for (const [key, ids] of perCountry) {
    if (ids.length >= threshold) groupCounts.set(key, ids.length);
    else singleIds.push(...ids);
  }
  return { singleIds: singleIds.sort((a, b) => a - b), groupCounts };
}

const realSites = catalogueSites.map((s) => fromCatalogueSite(s));
const realIndex = buildGroupingIndex(realSites, { countryNames: countryNamesJa });
const realIds = realSites.map((s) => s.id).sort((a, b) => a - b);
/** Sites per first ISO code in the real catalogue (Jerusalem under '?'). */
const firstCountryCounts = new Map<string, number>();
for (const s of catalogueSites) {
  const code = s.iso_codes[0] ?? '?';
  firstCountryCounts.set(code, (firstCountryCounts.get(code) ?? 0) + 1);
}

const TOKYO = { lng: 139.6917, lat: 35.6895 };
const KYOTO = { lng: 135.7681, lat: 35.0116 };
const ROME = { lng: 12.4964, lat: 41.9028 };

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

describe('the real catalogue', () => {
  it('has 1,248 drawable sites', () => {
    expect(realSites.length).toBe(1248);
    expect(realIndex.size).toBe(1248);
    expect(realIndex.undrawableIds).toEqual([]);
  });

  it('zoom 2: one group per world region, over every site', () => {
    const items = groupSites(realIndex, { zoom: 2, mode: 'auto', extent: WORLD_EXTENT });
    const regionGroups = groups(items);
    expect(regionGroups.length).toBe(items.length);
    expect(regionGroups.map((g) => g.key)).toEqual([
      'region:east_asia',
      'region:southeast_asia',
      'region:south_asia',
      'region:central_west_asia',
      'region:europe',
      'region:africa',
      'region:north_america',
      'region:latin_america_caribbean',
      'region:oceania',
    ]);
    expect(regionGroups.map((g) => g.label)).toEqual([
      '東アジア',
      '東南アジア',
      '南アジア',
      '中央・西アジア',
      'ヨーロッパ',
      'アフリカ',
      '北アメリカ',
      'ラテンアメリカ・カリブ',
      'オセアニア',
    ]);
    for (const group of regionGroups) {
      expect(group.level).toBe('region');
      expect(group.countryCode).toBeNull();
      const expected = catalogueSites.filter((s) => regionOfSite(s) === group.regionId);
      expect(group.count).toBe(expected.length);
      expect(group.counts).toEqual({
        cultural: expected.filter((s) => s.category === 'cultural').length,
        natural: expected.filter((s) => s.category === 'natural').length,
        mixed: expected.filter((s) => s.category === 'mixed').length,
      });
      expect(group.iconSize).toBe(groupIconSize(group.count));
      expect(group.previewIds).toEqual(expected.slice(0, 20).map((s) => s.id_no));
      expect(groupMemberIds(realIndex, group)).toEqual(expected.map((s) => s.id_no));
    }
    expect(regionGroups.reduce((sum, g) => sum + g.count, 0)).toBe(1248);
    expect(byKey(items).get('region:europe')?.iconSize).toBe(45);
    expect(byKey(items).get('region:oceania')?.iconSize).toBe(40);
  });

  it('zoom 3: still regions, whatever the extent (all sites, not only those in view)', () => {
    const tiny = box(139, 35, 140, 36);
    const items = groupSites(realIndex, { zoom: 3, mode: 'auto', extent: tiny });
    expect(items.map((g) => g.key)).toEqual(
      groupSites(realIndex, { zoom: 2, mode: 'auto' }).map((g) => g.key),
    );
    expect(groups(items).reduce((sum, g) => sum + g.count, 0)).toBe(1248);
  });

  it('zoom 4, whole world: countries with 2+ sites grouped, single-site countries single', () => {
    const items = groupSites(realIndex, { zoom: 4, mode: 'auto', extent: WORLD_EXTENT });
    const expectedGroups = [...firstCountryCounts].filter(([, n]) => n >= 2);
    const expectedSingles = catalogueSites.filter(
      (s) => (firstCountryCounts.get(s.iso_codes[0] ?? '?') ?? 0) < 2,
    );
    expect(groups(items).length).toBe(expectedGroups.length);
    for (const [code, count] of expectedGroups) {
      const group = byKey(items).get(`country:${code}`);
      expect(group?.count).toBe(count);
      expect(group?.level).toBe('country');
    }
    expect(sortedIds(singles(items))).toEqual(
      expectedSingles.map((s) => s.id_no).sort((a, b) => a - b),
    );
    const japan = byKey(items).get('country:jp');
    expect(japan?.label).toBe('日本');
    expect(japan?.regionId).toBe('east_asia');
    expect(japan?.count).toBe(catalogueSites.filter((s) => s.iso_codes[0] === 'jp').length);
    // Every site is covered exactly once.
    const covered = groups(items).reduce((sum, g) => sum + g.count, 0) + singles(items).length;
    expect(covered).toBe(1248);
  });

  it('zoom 4 around Tokyo: only what is in view, as the rule says', () => {
    const extent = viewExtent(TOKYO, 4, 1920, 1080);
    const items = groupSites(realIndex, { zoom: 4, mode: 'auto', extent });
    const oracle = countryBandOracle(realSites, 4, extent);
    expect(sortedIds(singles(items))).toEqual(oracle.singleIds);
    expect(new Map(groups(items).map((g) => [g.key, g.count]))).toEqual(oracle.groupCounts);
    expect(byKey(items).has('country:jp')).toBe(true);
    expect(byKey(items).has('country:fr')).toBe(false);
  });

  it('zoom 8 around Kyoto: every country below 32 in view, so single sites', () => {
    const extent = viewExtent(KYOTO, 8, 1920, 1080);
    const items = groupSites(realIndex, { zoom: 8, mode: 'auto', extent });
    expect(groups(items)).toEqual([]);
    const expected = realSites
      .filter((s) => inViewOracle(extent, s.lng as number, s.lat as number))
      .map((s) => s.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(3);
    expect(sortedIds(singles(items))).toEqual(expected);
    expect(sortedIds(singles(items))).toContain(688); // Historic Monuments of Ancient Kyoto
  });

  it('zoom 8 over all of Europe: a country with 32+ sites in view is still a group', () => {
    const items = groupSites(realIndex, { zoom: 8, mode: 'auto', extent: box(-10, 36, 30, 60) });
    const oracle = countryBandOracle(realSites, 8, box(-10, 36, 30, 60));
    expect(new Map(groups(items).map((g) => [g.key, g.count]))).toEqual(oracle.groupCounts);
    expect([...oracle.groupCounts.keys()].sort()).toEqual([
      'country:de',
      'country:es',
      'country:fr',
      'country:it',
    ]);
    expect(byKey(items).get('country:it')?.label).toBe('イタリア');
    expect(sortedIds(singles(items))).toEqual(oracle.singleIds);
  });

  it('zoom 9 and 12, whole world: all single sites', () => {
    for (const zoom of [9, 12]) {
      const items = groupSites(realIndex, { zoom, mode: 'auto', extent: WORLD_EXTENT });
      expect(groups(items)).toEqual([]);
      expect(sortedIds(singles(items))).toEqual(realIds);
    }
  });

  it('zoom 12 around Rome: single sites in view', () => {
    const extent = viewExtent(ROME, 12, 1920, 1080);
    const items = groupSites(realIndex, { zoom: 12, mode: 'auto', extent });
    expect(groups(items)).toEqual([]);
    expect(sortedIds(singles(items))).toEqual(countryBandOracle(realSites, 12, extent).singleIds);
    // Rome (91, first code va) and Vatican City (286) in the Holy See; Tivoli's two villas in Italy.
    expect(sortedIds(singles(items))).toEqual([91, 286, 907, 1025]);
  });

  it('zoom 13 and 20: every site single, whatever the extent', () => {
    for (const zoom of [13, 20]) {
      const items = groupSites(realIndex, { zoom, mode: 'auto', extent: box(0, 0, 0.01, 0.01) });
      expect(items.every((i) => i.kind === 'site')).toBe(true);
      expect(sortedIds(singles(items))).toEqual(realIds);
    }
  });

  it('detail mode: every site single at every zoom', () => {
    for (const zoom of [1, 2, 3, 4, 8, 12, 13, 20]) {
      const items = groupSites(realIndex, { zoom, mode: 'detail', extent: box(0, 0, 1, 1) });
      expect(items.length).toBe(1248);
      expect(sortedIds(singles(items))).toEqual(realIds);
    }
  });

  it('single items carry what a marker needs', () => {
    const items = singles(groupSites(realIndex, { zoom: 15, mode: 'auto' }));
    const galapagos = items.find((s) => s.id === 1);
    expect(galapagos).toEqual({
      kind: 'site',
      key: 'site:1',
      id: 1,
      lat: -0.68986,
      lng: -90.501319,
      category: 'natural',
      countryCode: 'ec',
      regionId: 'latin_america_caribbean',
      visited: false,
    });
  });

  it("puts transboundary sites in their first country's region and country", () => {
    const regions = byKey(groupSites(realIndex, { zoom: 2, mode: 'auto' }));
    const members = (key: string) => {
      const group = regions.get(key);
      if (!group) throw new Error(key);
      return groupMemberIds(realIndex, group);
    };
    expect(members('region:east_asia')).toContain(1442); // Silk Roads: cn, kz, kg
    expect(members('region:central_west_asia')).not.toContain(1442);
    expect(members('region:latin_america_caribbean')).toContain(1321); // Le Corbusier: ar, be, …
    expect(members('region:europe')).not.toContain(1321);
    expect(members('region:central_west_asia')).toContain(148); // Jerusalem, no code
    const site1442 = singles(groupSites(realIndex, { zoom: 20, mode: 'auto' })).find(
      (s) => s.id === 1442,
    );
    expect(site1442?.countryCode).toBe('cn');
  });

  it("gives Russia's group bounds across the antimeridian (Wrangel Island at −179.7°)", () => {
    const russia = byKey(
      groupSites(realIndex, { zoom: 4, mode: 'auto', extent: WORLD_EXTENT }),
    ).get('country:ru');
    const lngs = catalogueSites
      .filter((s) => s.iso_codes[0] === 'ru')
      .map((s) => s.longitude as number);
    expect(Math.min(...lngs)).toBeLessThan(-179);
    expect(russia?.bounds.minLng).toBe(Math.min(...lngs.filter((x) => x > 0)));
    expect(russia?.bounds.maxLng).toBeCloseTo(360 + Math.min(...lngs), 9);
    expect(russia?.centre.lng).toBeGreaterThan(0);
    expect(russia?.centre.lng).toBeLessThanOrEqual(180);
  });
});

// ---------------------------------------------------------------- country break-up

describe('country band break-up', () => {
  const italy = [1, 2, 3, 4, 5].map((id) => site(id, 41 + id / 10, 12 + id / 10, 'it'));

  it('shows a country as a group at or above the threshold and as singles below it', () => {
    const index = buildGroupingIndex(italy);
    const extent = box(10, 40, 15, 43);
    const at5 = groupSites(index, { zoom: 5, mode: 'auto', extent }); // threshold 4
    expect(at5.length).toBe(1);
    expect(groups(at5)[0]?.count).toBe(5);
    expect(groups(at5)[0]?.key).toBe('country:it');
    const at6 = groupSites(index, { zoom: 6, mode: 'auto', extent }); // threshold 8
    expect(groups(at6)).toEqual([]);
    expect(sortedIds(singles(at6))).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts only the sites in view, and builds the group from them', () => {
    const france = Array.from({ length: 10 }, (_, k) =>
      site(100 + k, 45 + k / 100, k, 'fr', k % 2 ? 'natural' : 'cultural', k === 1),
    );
    const index = buildGroupingIndex(france);
    const four = box(-1, 40, 3.5, 50); // lng 0, 1, 2, 3 in view
    const items = groupSites(index, { zoom: 5, mode: 'auto', extent: four });
    expect(items.length).toBe(1);
    const group = groups(items)[0];
    expect(group?.count).toBe(4);
    expect(group?.counts).toEqual({ cultural: 2, natural: 2, mixed: 0 });
    expect(group?.visitedCount).toBe(1);
    expect(group?.bounds).toEqual({ minLng: 0, minLat: 45, maxLng: 3, maxLat: 45.03 });
    expect(group?.centre.lng).toBeCloseTo(1.5, 12);
    expect(group?.centre.lat).toBeCloseTo(45.015, 12);
    expect(group?.previewIds).toEqual([100, 101, 102, 103]);
    expect(group?.iconSize).toBe(35);
    if (group) expect(groupMemberIds(index, group, four)).toEqual([100, 101, 102, 103]);

    const three = box(-1, 40, 2.5, 50);
    const broken = groupSites(index, { zoom: 5, mode: 'auto', extent: three });
    expect(groups(broken)).toEqual([]);
    expect(sortedIds(singles(broken))).toEqual([100, 101, 102]);

    // The whole country in view gives the whole-country group.
    const all = groupSites(index, { zoom: 5, mode: 'auto', extent: WORLD_EXTENT });
    expect(groups(all)[0]?.count).toBe(10);
    expect(groups(all)[0]?.bounds).toEqual({ minLng: 0, minLat: 45, maxLng: 9, maxLat: 45.09 });
  });

  it('omits countries with nothing in view', () => {
    const index = buildGroupingIndex([...italy, site(50, 35.7, 139.7, 'jp')]);
    const items = groupSites(index, { zoom: 5, mode: 'auto', extent: box(130, 30, 145, 40) });
    expect(items.map((i) => i.key)).toEqual(['site:50']);
  });

  it('keeps groups of different countries apart even when they overlap', () => {
    const mixed = [
      ...[1, 2, 3].map((id) => site(id, 45, 7 + id / 100, 'fr')),
      ...[4, 5, 6].map((id) => site(id, 45, 7 + id / 100, 'it')),
    ];
    const items = groupSites(buildGroupingIndex(mixed), { zoom: 4, mode: 'auto' });
    expect(groups(items).map((g) => [g.key, g.count])).toEqual([
      ['country:fr', 3],
      ['country:it', 3],
    ]);
  });

  it('labels a country group with the given name, else its code, else その他', () => {
    const sites = [
      site(1, 35, 139, 'JP'),
      site(2, 36, 139, 'jp'),
      site(3, 31.78, 35.23, null),
      site(4, 31.77, 35.22, ''),
    ];
    const named = groups(
      groupSites(buildGroupingIndex(sites, { countryNames: { jp: '日本' } }), {
        zoom: 4,
        mode: 'auto',
      }),
    );
    expect(named.map((g) => [g.key, g.label, g.regionId])).toEqual([
      ['country:jp', '日本', 'east_asia'],
      ['country:?central_west_asia', 'その他', 'central_west_asia'],
    ]);
    const unnamed = groups(groupSites(buildGroupingIndex(sites), { zoom: 4, mode: 'auto' }));
    expect(unnamed[0]?.label).toBe('JP');
  });

  it('lists at most 20 sites in a popup, the first 20 in input order', () => {
    const many = Array.from({ length: 25 }, (_, k) => site(500 - k, 10 + k / 10, 20, 'ke'));
    const index = buildGroupingIndex(many);
    for (const zoom of [2, 4]) {
      const group = groups(groupSites(index, { zoom, mode: 'auto' }))[0];
      expect(group?.count).toBe(25);
      expect(group?.iconSize).toBe(40);
      expect(group?.previewIds).toEqual(many.slice(0, 20).map((s) => s.id));
      if (group) {
        expect(groupMemberIds(index, group)).toEqual(many.map((s) => s.id));
        expect(groupMemberIds(index, group).slice(0, 20)).toEqual(group.previewIds);
      }
    }
  });
});

// ---------------------------------------------------------------- bad coordinates

describe('sites with unusable coordinates', () => {
  const list: GroupingSiteInput[] = [
    site(1, 35.0, 135.7, 'jp'),
    site(2, Number.NaN, 135, 'jp'),
    site(3, '35', 135, 'jp'),
    site(4, null, null, 'jp'),
    site(5, 91, 135, 'jp'),
    site(6, 35, -181, 'jp'),
    site(7, 34.7, 135.8, 'jp', 'natural'),
  ];
  const index = buildGroupingIndex(list);

  it('are left out of every band and mode', () => {
    expect(index.size).toBe(2);
    expect(index.undrawableIds).toEqual([2, 3, 4, 5, 6]);
    const region = groupSites(index, { zoom: 2, mode: 'auto' });
    expect(groups(region).map((g) => [g.key, g.count])).toEqual([['region:east_asia', 2]]);
    expect(groups(region)[0]?.previewIds).toEqual([1, 7]);
    const country = groupSites(index, { zoom: 4, mode: 'auto' });
    expect(groups(country).map((g) => [g.key, g.count])).toEqual([['country:jp', 2]]);
    expect(groups(country)[0]?.counts).toEqual({ cultural: 1, natural: 1, mixed: 0 });
    for (const view of [
      { zoom: 8, mode: 'auto' as const },
      { zoom: 20, mode: 'auto' as const },
      { zoom: 2, mode: 'detail' as const },
    ]) {
      expect(sortedIds(singles(groupSites(index, view)))).toEqual([1, 7]);
    }
  });

  it('are still kept by the list helper', () => {
    const { drawable, undrawable } = partitionDrawable(
      list,
      (s) => s.lat,
      (s) => s.lng,
    );
    expect(drawable.map((s) => s.id)).toEqual([1, 7]);
    expect(undrawable.map((s) => s.id)).toEqual([2, 3, 4, 5, 6]);
    expect([...drawable, ...undrawable].length).toBe(list.length);
  });
});

// ---------------------------------------------------------------- antimeridian

describe('the antimeridian', () => {
  const pacific = [
    site(1, -17.7, 178.0, 'fj'),
    site(2, -18.0, 179.5, 'fj', 'natural'),
    site(3, -13.8, -172.0, 'ws'),
    site(4, -14.0, -171.5, 'ws'),
    site(5, 35.7, 139.7, 'jp'),
    site(6, 0, 10, 'ga'),
  ];
  const index = buildGroupingIndex(pacific);

  it('finds the sites on both sides of a view that crosses it, in every notation', () => {
    for (const extent of [
      box(170, -30, 190, 0),
      box(-190, -30, -170, 0),
      box(170, -30, -170, 0),
      box(170 + 720, -30, 190 + 720, 0),
    ]) {
      const at5 = groupSites(index, { zoom: 5, mode: 'auto', extent }); // threshold 4
      expect(sortedIds(singles(at5))).toEqual([1, 2, 3, 4]);
      const at4 = groupSites(index, { zoom: 4, mode: 'auto', extent }); // threshold 2
      expect(groups(at4).map((g) => [g.key, g.count])).toEqual([
        ['country:fj', 2],
        ['country:ws', 2],
      ]);
    }
  });

  it('takes every longitude when the view is wider than the world', () => {
    const items = groupSites(index, { zoom: 5, mode: 'auto', extent: box(-400, -60, 400, 60) });
    expect(sortedIds(singles(items))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a group across it bounds past 180° and a centre on the right side', () => {
    const fiji = buildGroupingIndex([site(1, -16, 178, 'fj'), site(2, -18, -178, 'fj')]);
    const group = groups(groupSites(fiji, { zoom: 4, mode: 'auto' }))[0];
    expect(group?.bounds).toEqual({ minLng: 178, minLat: -18, maxLng: 182, maxLat: -16 });
    expect(Math.abs(group?.centre.lng ?? 0)).toBe(180);
    expect(group?.centre.lat).toBe(-17);

    const russia = buildGroupingIndex([
      site(1, 65, 170, 'ru'),
      site(2, 66, -175, 'ru'),
      site(3, 55, 37, 'ru'),
    ]);
    const ru = groups(groupSites(russia, { zoom: 4, mode: 'auto' }))[0];
    expect(ru?.bounds).toEqual({ minLng: 37, minLat: 55, maxLng: 185, maxLat: 66 });
    expect(ru?.centre.lng).toBeCloseTo((37 + 170 + 185) / 3, 12);
    expect(ru?.centre.lat).toBeCloseTo(62, 12);
  });

  it('keeps ordinary bounds when the box across the antimeridian is not narrower', () => {
    // −60 … 100 is 160° wide; across the antimeridian (100 … 300) would be 200°.
    const index2 = buildGroupingIndex([site(1, 10, -60, 'mx'), site(2, 20, 100, 'mx')]);
    const group = groups(groupSites(index2, { zoom: 4, mode: 'auto' }))[0];
    expect(group?.bounds).toEqual({ minLng: -60, minLat: 10, maxLng: 100, maxLat: 20 });
    expect(group?.centre).toEqual({ lng: 20, lat: 15 });
    // −100 … 100 is 200° wide; across (100 … 260) is 160°: that box wins.
    const index3 = buildGroupingIndex([site(1, 10, -100, 'mx'), site(2, 20, 100, 'mx')]);
    const across = groups(groupSites(index3, { zoom: 4, mode: 'auto' }))[0];
    expect(across?.bounds).toEqual({ minLng: 100, minLat: 10, maxLng: 260, maxLat: 20 });
    expect(across?.centre).toEqual({ lng: 180, lat: 15 });
  });
});

// ---------------------------------------------------------------- colours

describe('group colours by mix', () => {
  it('picks the dominant category, ties going cultural > natural > mixed', () => {
    expect(dominantCategory({ cultural: 1, natural: 2, mixed: 0 })).toBe('natural');
    expect(dominantCategory({ cultural: 0, natural: 0, mixed: 1 })).toBe('mixed');
    expect(dominantCategory({ cultural: 2, natural: 2, mixed: 2 })).toBe('cultural');
    expect(dominantCategory({ cultural: 0, natural: 3, mixed: 3 })).toBe('natural');
    expect(groupColour({ cultural: 1, natural: 5, mixed: 0 })).toBe('#2e9d5b');
    expect(groupColour({ cultural: 5, natural: 1, mixed: 0 })).toBe('#d64541');
  });

  it('breaks the mix into consecutive segments for a conic gradient', () => {
    expect(categoryMix({ cultural: 2, natural: 1, mixed: 1 })).toEqual([
      { category: 'cultural', colour: '#d64541', count: 2, from: 0, to: 0.5 },
      { category: 'natural', colour: '#2e9d5b', count: 1, from: 0.5, to: 0.75 },
      { category: 'mixed', colour: '#f0a30a', count: 1, from: 0.75, to: 1 },
    ]);
    expect(categoryMix({ cultural: 0, natural: 3, mixed: 0 })).toEqual([
      { category: 'natural', colour: '#2e9d5b', count: 3, from: 0, to: 1 },
    ]);
    expect(categoryMix({ cultural: 0, natural: 0, mixed: 0 })).toEqual([]);
    expect(conicGradient({ cultural: 2, natural: 1, mixed: 0 })).toBe(
      'conic-gradient(#d64541 0turn 0.6667turn, #2e9d5b 0.6667turn 1turn)',
    );
    expect(conicGradient({ cultural: 0, natural: 0, mixed: 0 })).toBe(
      'conic-gradient(#9e9e9e 0turn 1turn)',
    );
  });
});

// ---------------------------------------------------------------- properties

describe('country band, against an independent statement of the rule', () => {
  const codes = ['jp', 'fr', 'it', 'fj', 'ws', 'ru', null] as const;
  // Quarter degrees: exact in binary, so edge cases (a site on the view's edge,
  // on ±180) come up often and the oracle's arithmetic is exact too.
  const quarters = (min: number, max: number) =>
    fc.integer({ min: min * 4, max: max * 4 }).map((k) => k / 4);
  const coordinate = (limit: number) =>
    fc.oneof(
      { weight: 20, arbitrary: quarters(-limit, limit) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(Number.NaN, '35', null, limit + 1, -limit - 1),
      },
    );
  const sitesArb = fc
    .array(
      fc.record({
        lat: coordinate(90),
        lng: coordinate(180),
        countryCode: fc.constantFrom(...codes),
        category: fc.constantFrom<SiteCategory>('cultural', 'natural', 'mixed'),
        visited: fc.boolean(),
      }),
      { maxLength: 120 },
    )
    .map((rows) => rows.map((row, id): GroupingSiteInput => ({ ...row, id })));
  const extentArb = fc
    .record({
      minLng: quarters(-540, 540),
      width: quarters(0, 400),
      lat1: quarters(-90, 90),
      lat2: quarters(-90, 90),
      rfc: fc.boolean(),
    })
    .map(({ minLng, width, lat1, lat2, rfc }) =>
      // rfc: the same box written west > east (RFC 7946) when it is narrower than the world.
      box(minLng, lat1, rfc && width < 360 ? minLng + width - 360 : minLng + width, lat2),
    );
  const zoomArb = fc.double({ min: 3.001, max: 12.999, noNaN: true });

  it('covers each in-view site once, grouping exactly the countries at or above the threshold', () => {
    fc.assert(
      fc.property(sitesArb, extentArb, zoomArb, (sites, extent, zoom) => {
        const index = buildGroupingIndex(sites);
        const items = groupSites(index, { zoom, mode: 'auto', extent });
        const oracle = countryBandOracle(sites, zoom, extent);
        expect(sortedIds(singles(items))).toEqual(oracle.singleIds);
        expect(new Map(groups(items).map((g) => [g.key, g.count]))).toEqual(oracle.groupCounts);
        for (const group of groups(items)) {
          const { cultural, natural, mixed } = group.counts;
          expect(cultural + natural + mixed).toBe(group.count);
          expect(group.count).toBeGreaterThanOrEqual(countryThreshold(zoom));
          expect(group.previewIds.length).toBe(Math.min(20, group.count));
          expect(group.iconSize).toBe(groupIconSize(group.count));
          const members = groupMemberIds(index, group, extent);
          expect(members.length).toBe(group.count);
          for (const id of members) {
            const member = sites[id] as GroupingSiteInput;
            const lng = member.lng as number;
            const shifted = lng < group.bounds.minLng ? lng + 360 : lng;
            expect(shifted).toBeLessThanOrEqual(group.bounds.maxLng);
            expect(member.lat as number).toBeGreaterThanOrEqual(group.bounds.minLat);
            expect(member.lat as number).toBeLessThanOrEqual(group.bounds.maxLat);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('region and single bands ignore the extent and cover every drawable site', () => {
    fc.assert(
      fc.property(sitesArb, extentArb, (sites, extent) => {
        const index = buildGroupingIndex(sites);
        const drawable = sites.filter((s) => isDrawable(s.lat, s.lng)).map((s) => s.id);
        const region = groupSites(index, { zoom: 2, mode: 'auto', extent });
        expect(region.every((i) => i.kind === 'group' && i.level === 'region')).toBe(true);
        expect(groups(region).reduce((sum, g) => sum + g.count, 0)).toBe(drawable.length);
        for (const view of [
          { zoom: 13, mode: 'auto' as const },
          { zoom: 7, mode: 'detail' as const },
        ]) {
          expect(sortedIds(singles(groupSites(index, { ...view, extent })))).toEqual(drawable);
        }
      }),
      { numRuns: 100 },
    );
  });
});
