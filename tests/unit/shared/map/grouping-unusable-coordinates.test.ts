import { describe, expect, it } from 'vitest';
import { partitionDrawable } from '../../../../src/shared/map/coordinates';
import {
  buildGroupingIndex,
  type GroupingSiteInput,
  groupSites,
} from '../../../../src/shared/map/grouping';
import { groups, singles, site, sortedIds } from './grouping-support';

// Sites whose coordinates cannot be drawn: left out of the groups, kept by the list.

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
