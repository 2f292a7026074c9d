import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiteCategory } from '../../../../src/shared/map/constants';
import { isDrawable } from '../../../../src/shared/map/coordinates';
import { WORLD_EXTENT } from '../../../../src/shared/map/extent';
import {
  buildGroupingIndex,
  countryThreshold,
  type GroupingSiteInput,
  groupIconSize,
  groupMemberIds,
  groupSites,
} from '../../../../src/shared/map/grouping';
import { box, countryBandOracle, groups, singles, site, sortedIds } from './grouping-support';

// The country band: which countries break up into single sites, the groups' labels and
// popup lists, and the rule checked against an independent statement of it.

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
