import { describe, expect, it } from 'vitest';
import { viewExtent, WORLD_EXTENT } from '../../../../src/shared/map/extent';
import { groupIconSize, groupMemberIds, groupSites } from '../../../../src/shared/map/grouping';
import { regionOfSite } from '../../../../src/shared/map/world-regions';
import { catalogueSites } from './catalogue';
import {
  box,
  byKey,
  countryBandOracle,
  firstCountryCounts,
  groups,
  inViewOracle,
  KYOTO,
  ROME,
  realIds,
  realIndex,
  realSites,
  singles,
  sortedIds,
  TOKYO,
} from './grouping-support';

// The real catalogue grouped at each zoom band, whole world and around a place.

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
