import { describe, expect, it } from 'vitest';
import type { CatalogueSiteRow } from '../../../../src/client/db/catalogue-rows';
import type { OwnVisitRow } from '../../../../src/client/db/own-rows';
import {
  mappedPoints,
  type ReviewBadge,
  reviewYears,
  yearSummary,
} from '../../../../src/client/features/year-review/year-summary';

function site(id: number, codes: string[], latitude: number | null = 10): CatalogueSiteRow {
  return {
    id,
    name: `遺産${id}`,
    name_en: `Site ${id}`,
    country: codes.join(', '),
    countries: codes.map((code) => ({
      code: code.toUpperCase(),
      name: `国${code}`,
      name_en: `Land ${code}`,
    })),
    region: 'アジア',
    region_en: 'Asia and the Pacific',
    heritage_type: 'cultural',
    inscription_year: 1990,
    latitude,
    longitude: latitude === null ? null : 20,
    danger: false,
    transboundary: codes.length > 1,
    country_codes: codes,
    search: '',
    criteria: '(i)',
  } as CatalogueSiteRow;
}

function visit(
  siteId: number,
  visited_date: string,
  rating = 3,
  country_code?: string,
): OwnVisitRow {
  return {
    userId: 1,
    siteId,
    serverId: siteId,
    photo: null,
    rating,
    comment: '',
    visited_date,
    ...(country_code ? { country_code } : {}),
  };
}

const sites = [
  site(1, ['jp']),
  site(2, ['fr']),
  site(3, ['it']),
  site(4, ['ar', 'fr', 'jp']),
  site(5, ['de'], null),
];

describe('a year in review, counted on the device', () => {
  it('counts the year’s sites and countries, and the countries first visited that year', () => {
    const rows = [
      visit(1, '2025-05-01'),
      visit(2, '2026-03-10'),
      visit(3, '2026-07-02'),
      // The Japanese part of a site spanning three states: Japan, already visited in 2025.
      visit(4, '2026-09-09', 4, 'jp'),
    ];
    const summary = yearSummary(2026, rows, sites, []);
    expect(summary.sites).toBe(3);
    expect(summary.countries).toBe(3);
    expect(summary.newCountries.map((c) => c.code)).toEqual(['fr', 'it']);
    expect(summary.newCountries[0]).toEqual({ code: 'fr', name: '国fr', name_en: 'Land fr' });
    expect(yearSummary(2025, rows, sites, []).newCountries.map((c) => c.code)).toEqual(['jp']);
  });

  it('counts a visit naming no part for the first listed state', () => {
    const summary = yearSummary(2026, [visit(4, '2026-01-01')], sites, []);
    expect(summary.newCountries.map((c) => c.code)).toEqual(['ar']);
  });

  it('leaves out sites no longer on the List', () => {
    const rows = [visit(2, '2026-03-10'), visit(99, '2026-04-01')];
    const summary = yearSummary(2026, rows, sites, []);
    expect(summary.sites).toBe(1);
    expect(summary.visits.map((v) => v.site.id)).toEqual([2]);
    expect(reviewYears([visit(99, '2024-01-01'), ...rows], sites)).toEqual([2026]);
  });

  it('names the first and last visit of the year and the best-rated ones', () => {
    const rows = [
      visit(1, '2026-12-24', 5),
      visit(2, '2026-02-01', 2),
      visit(3, '2026-06-15', 5),
      visit(4, '2026-08-01', 0),
      visit(5, '2027-01-01', 5),
    ];
    const summary = yearSummary(2026, rows, sites, []);
    expect(summary.first?.site.id).toBe(2);
    expect(summary.last?.site.id).toBe(1);
    // Five stars first, the earlier visit first on a tie; an unrated visit is not "rated".
    expect(summary.topRated.map((v) => [v.site.id, v.rating])).toEqual([
      [3, 5],
      [1, 5],
      [2, 2],
    ]);
  });

  it('lists the badges earned in the year, in the order earned', () => {
    const badge = (id: string, earned_at: string | null): ReviewBadge => ({
      id,
      name: id,
      name_en: id,
      earned: earned_at !== null,
      earned_at,
    });
    const badges = [
      badge('visits-10', '2026-11-02'),
      badge('visits-1', '2026-03-10'),
      badge('countries-5', '2025-12-31'),
      badge('visits-50', null),
    ];
    const summary = yearSummary(2026, [visit(2, '2026-03-10')], sites, badges);
    expect(summary.badges.map((b) => b.id)).toEqual(['visits-1', 'visits-10']);
  });

  it('is empty for a year with no visits, and offers the years that have some', () => {
    const rows = [visit(1, '2024-05-01'), visit(2, '2026-03-10'), visit(3, '2026-04-10')];
    const summary = yearSummary(2025, rows, sites, []);
    expect(summary).toMatchObject({ sites: 0, countries: 0, first: null, last: null });
    expect(summary.newCountries).toEqual([]);
    expect(reviewYears(rows, sites)).toEqual([2026, 2024]);
  });

  it('draws only the sites with coordinates', () => {
    const summary = yearSummary(2026, [visit(1, '2026-01-01'), visit(5, '2026-02-01')], sites, []);
    expect(summary.sites).toBe(2);
    expect(mappedPoints(summary.visits)).toEqual([{ siteId: 1, latitude: 10, longitude: 20 }]);
  });
});
