import { describe, expect, it } from 'vitest';
import type { CatalogueSiteRow } from '../../../../src/client/db/catalogue-rows';
import type { OwnVisitRow } from '../../../../src/client/db/own-rows';
import { progressUnitOf, remainingOf } from '../../../../src/client/features/badges/remaining';
import { byNewestVisit } from '../../../../src/client/features/dashboard/queries';
import { visitedCountries } from '../../../../src/client/features/dashboard/visited-countries';
import { periodKeyLabel } from '../../../../src/client/features/ranking/period-label';

const visit = (siteId: number, visited_date: string, serverId: number | null): OwnVisitRow => ({
  userId: 1,
  siteId,
  serverId,
  visited_date,
  rating: 5,
  comment: '',
  photo: null,
});

const site = (id: number, countries: [string | null, string, string][]): CatalogueSiteRow =>
  ({
    id,
    countries: countries.map(([code, name, name_en]) => ({ code, name, name_en })),
  }) as CatalogueSiteRow;

describe('the period a leaderboard counted', () => {
  it('names a year and a month in either language, and nothing for all time', () => {
    expect(periodKeyLabel('2026', 'ja')).toBe('2026年');
    expect(periodKeyLabel('2026-11', 'ja')).toBe('2026年11月');
    expect(periodKeyLabel('2026-11', 'en')).toBe('November 2026');
    expect(periodKeyLabel('all', 'ja')).toBeNull();
    expect(periodKeyLabel('2026-13', 'ja')).toBeNull();
  });
});

describe('what a badge still misses', () => {
  it('counts in the category’s unit; social badges by what their id names', () => {
    expect(progressUnitOf({ category: 'countries', id: 'countries-10' })).toBe('countries');
    expect(progressUnitOf({ category: 'streak', id: 'streak-3' })).toBe('months');
    expect(progressUnitOf({ category: 'social', id: 'social-followers-1' })).toBe('people');
    expect(progressUnitOf({ category: 'social', id: 'social-likes-10' })).toBe('items');
  });

  it('is never below zero', () => {
    expect(remainingOf({ current: 7, target: 10 })).toBe(3);
    expect(remainingOf({ current: 12, target: 10 })).toBe(0);
  });
});

describe('the dashboard’s own visits', () => {
  it('newest first by visited date; on one day, a visit not yet sent first', () => {
    const rows = [
      visit(1, '2025-01-01', 10),
      visit(2, '2026-03-01', 11),
      visit(3, '2026-03-01', null),
      visit(4, '2026-03-01', 12),
    ];
    expect(rows.sort(byNewestVisit).map((r) => r.siteId)).toEqual([3, 4, 2, 1]);
  });

  it('lists countries by sites visited, a transboundary site under its first state', () => {
    const sites = new Map([
      [1, site(1, [['jp', '日本', 'Japan']])],
      [2, site(2, [['jp', '日本', 'Japan']])],
      [
        3,
        site(3, [
          ['fr', 'フランス', 'France'],
          ['es', 'スペイン', 'Spain'],
        ]),
      ],
    ]);
    const rows = [visit(1, '2025-01-01', 1), visit(2, '2025-01-02', 2), visit(3, '2025-01-03', 3)];
    expect(visitedCountries(rows, sites, 'en')).toEqual([
      { key: 'jp', name: 'Japan', sites: 2 },
      { key: 'fr', name: 'France', sites: 1 },
    ]);
    // A visit that names the part it visited counts that country.
    const named = [{ ...visit(3, '2025-01-03', 3), country_code: 'es' }];
    expect(visitedCountries(named, sites, 'ja')).toEqual([
      { key: 'es', name: 'スペイン', sites: 1 },
    ]);
    // A site this device does not know (catalogue not there yet) is left out, not guessed.
    expect(visitedCountries([visit(99, '2025-01-01', 5)], sites, 'ja')).toEqual([]);
  });
});
