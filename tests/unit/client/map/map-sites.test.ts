import { describe, expect, it } from 'vitest';
import { toSiteRow } from '../../../../src/client/db/catalogue-rows';
import {
  buildMapIndex,
  countryNamesOf,
  toGroupingInput,
} from '../../../../src/client/features/map/map-sites';
import { groupSites } from '../../../../src/shared/map/grouping';
import { row, SAMPLE_SITES } from '../catalogue/catalogue-fixtures';

const rows = SAMPLE_SITES.map(toSiteRow);

describe('coordinate filtering on the map', () => {
  it('leaves undrawable sites off the map while they stay in the list', () => {
    const odd = [
      row({ id: 1, latitude: 91, longitude: 0 }),
      row({ id: 2, latitude: 0, longitude: -180.5 }),
      row({ id: 3, latitude: null, longitude: 10 }),
      row({ id: 4, latitude: 90, longitude: 180 }),
      row({ id: 5, latitude: -90, longitude: -180 }),
      // A stored row that somehow holds a string (old data, a bad import): not drawn either.
      { ...row({ id: 6 }), latitude: '35' as unknown as number },
    ];
    const index = buildMapIndex(odd, new Set(), {});
    expect(index.size).toBe(2);
    expect(index.undrawableIds).toEqual([1, 2, 3, 6]);
    const drawn = groupSites(index, { zoom: 15, mode: 'auto' }).map((item) => item.key);
    expect(drawn.sort()).toEqual(['site:4', 'site:5']);
  });

  it('draws every drawable site of the filtered list, visited ones marked', () => {
    const index = buildMapIndex(rows, new Set([688]), countryNamesOf(rows, 'ja'));
    expect(index.size).toBe(rows.length - 1); // the site without coordinates
    const detail = groupSites(index, { zoom: 2, mode: 'detail' });
    expect(detail.find((item) => item.key === 'site:688')).toMatchObject({ visited: true });
    expect(detail.find((item) => item.key === 'site:662')).toMatchObject({ visited: false });
  });

  it('labels country groups in the reader’s language', () => {
    const japan = [row({ id: 1 }), row({ id: 2 }), row({ id: 3, longitude: 139 })];
    for (const [locale, label] of [
      ['ja', '日本'],
      ['en', 'Japan'],
    ] as const) {
      const index = buildMapIndex(japan, new Set(), countryNamesOf(japan, locale));
      const [group] = groupSites(index, { zoom: 4, mode: 'auto' }); // threshold 2 at zoom 4
      expect(group).toMatchObject({ kind: 'group', label, count: 3 });
    }
  });

  it('groups a transboundary site under its first country', () => {
    const beech = rows.find((r) => r.id === 1133);
    expect(beech && toGroupingInput(beech, new Set()).countryCode).toBe('de');
  });
});
