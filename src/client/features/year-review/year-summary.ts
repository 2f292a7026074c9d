/**
 * A traveller's year in review, counted on the device from its own visits and catalogue copy
 * by the shared collecting rules (docs/COUNTING.md), so its numbers are the ranking's numbers
 * for that year: a site counts once (C1), removed sites count for nothing (C2), the country is
 * the part visited (C3), and the year is that of the visited date (C5). No React here.
 */
import type { Badge } from '../../../shared/api/badges';
import {
  type Catalogue,
  countCollection,
  countedVisits,
  visitCountry,
} from '../../../shared/collecting/collection';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { OwnVisitRow } from '../../db/own-rows';
import {
  catalogueForCollecting,
  collectedVisitsFrom,
} from '../device-collection/device-collection';
import { type MapPoint, mapPointsOf } from '../world-map/visits-world-map';

/** How many of the best-rated visits the review shows. */
export const TOP_RATED_COUNT = 3;

export type ReviewVisit = {
  site: CatalogueSiteRow;
  /** YYYY-MM-DD. */
  visitedDate: string;
  rating: number;
};

/** A place to draw: the visits whose site has coordinates. */
export function mappedPoints(visits: readonly ReviewVisit[]): MapPoint[] {
  return mapPointsOf(visits.map(({ site }) => site));
}

export type ReviewCountry = { code: string; name: string; name_en: string };

export type ReviewBadge = Pick<Badge, 'id' | 'name' | 'name_en' | 'earned' | 'earned_at'>;

export type YearSummary = {
  year: number;
  sites: number;
  countries: number;
  /** Countries counted this year and in no earlier year, in the order first visited. */
  newCountries: ReviewCountry[];
  /** The year's counted visits, oldest first. */
  visits: ReviewVisit[];
  /** The best-rated visits, best first (earlier first on a tie); unrated visits are left out. */
  topRated: ReviewVisit[];
  first: ReviewVisit | null;
  last: ReviewVisit | null;
  /** Badges whose earned date falls in the year, in the order earned. */
  badges: ReviewBadge[];
};

/** The device's rows as the rules see them, each counted visit with its row and its country. */
function countedRows(rows: readonly OwnVisitRow[], sites: readonly CatalogueSiteRow[]) {
  const catalogue: Catalogue = catalogueForCollecting(sites);
  const sitesById = new Map(sites.map((site) => [site.id, site]));
  const rowsBySite = new Map(rows.map((row) => [row.siteId, row]));
  const visits = collectedVisitsFrom(rows);
  const counted = countedVisits(visits, catalogue).flatMap(({ visit, site }) => {
    const row = sitesById.get(site.id);
    if (!row) return [];
    const reviewVisit: ReviewVisit = {
      site: row,
      visitedDate: visit.visitedDate,
      rating: rowsBySite.get(site.id)?.rating ?? 0,
    };
    return [{ visit, country: visitCountry(visit, site), review: reviewVisit }];
  });
  return { catalogue, visits, counted };
}

/** The years with at least one counted visit, newest first. */
export function reviewYears(
  rows: readonly OwnVisitRow[],
  sites: readonly CatalogueSiteRow[],
): number[] {
  const years = new Set(
    countedRows(rows, sites).counted.map(({ visit }) => Number(visit.visitedDate.slice(0, 4))),
  );
  return [...years].sort((a, b) => b - a);
}

function countryNamed(code: string, site: CatalogueSiteRow): ReviewCountry {
  const country = site.countries.find((c) => c.code?.toLowerCase() === code);
  return { code, name: country?.name ?? code, name_en: country?.name_en || country?.name || code };
}

/** The review of `year` from the own visit rows, the catalogue copy and the shown badges. */
export function yearSummary(
  year: number,
  rows: readonly OwnVisitRow[],
  sites: readonly CatalogueSiteRow[],
  badges: readonly ReviewBadge[],
): YearSummary {
  const prefix = `${year}-`;
  const { catalogue, visits, counted } = countedRows(rows, sites);
  const inYear = counted.filter(({ visit }) => visit.visitedDate.startsWith(prefix));
  // Counted as the ranking counts a year: that year's visits alone.
  const counts = countCollection(
    visits.filter((visit) => visit.visitedDate.startsWith(prefix)),
    catalogue,
  );
  const earlier = new Set(
    counted.filter(({ visit }) => visit.visitedDate < prefix).map(({ country }) => country),
  );
  const newCountries = new Map<string, ReviewCountry>();
  for (const { country, review } of inYear) {
    if (country && !earlier.has(country) && !newCountries.has(country))
      newCountries.set(country, countryNamed(country, review.site));
  }
  const yearVisits = inYear.map(({ review }) => review);
  const topRated = yearVisits
    .filter((visit) => visit.rating > 0)
    .sort((a, b) => b.rating - a.rating || a.visitedDate.localeCompare(b.visitedDate))
    .slice(0, TOP_RATED_COUNT);
  return {
    year,
    sites: counts.visitedSites,
    countries: counts.countriesVisited,
    newCountries: [...newCountries.values()],
    visits: yearVisits,
    topRated,
    first: yearVisits[0] ?? null,
    last: yearVisits.at(-1) ?? null,
    badges: badges
      .filter((badge) => badge.earned && badge.earned_at?.startsWith(prefix))
      .sort((a, b) => (a.earned_at ?? '').localeCompare(b.earned_at ?? '')),
  };
}
