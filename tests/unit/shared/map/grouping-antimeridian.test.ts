import { describe, expect, it } from 'vitest';
import { buildGroupingIndex, groupSites } from '../../../../src/shared/map/grouping';
import { box, groups, singles, site, sortedIds } from './grouping-support';

// Views and groups across the antimeridian.

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
