import type { UnescoRegion } from '../unesco-regions';
import { periodKeysOfDate } from './periods';

/**
 * What the collecting rules (counts, rankings, badges) know of a site and a visit.
 * One set of rules for server and device alike: the server builds these from its tables,
 * the device from its local catalogue and visits, and both run the same functions
 * (docs/COUNTING.md).
 */
export type CollectedSite = {
  id: number;
  category: 'cultural' | 'natural' | 'mixed';
  region: UnescoRegion;
  /** ISO alpha-2, lower case, first listed state first. */
  countryCodes: readonly string[];
  danger: boolean;
  transboundary: boolean;
  inscriptionYear: number;
  /** UNESCO's selection criteria as written, e.g. "(ii)(iv)". */
  criteria: string;
};

export type CollectedVisit = {
  siteId: number;
  /** YYYY-MM-DD, the day the traveller was there. */
  visitedDate: string;
  /** The state whose part was visited; null: the site's first listed state. */
  countryCode: string | null;
  hasComment: boolean;
  hasPhoto: boolean;
};

/** The sites on the World Heritage List now, by id. A removed site is simply not in it. */
export type Catalogue = ReadonlyMap<number, CollectedSite>;

/** The country a visit counts for: the part it names, else the site's first listed state (C3). */
export function visitCountry(visit: CollectedVisit, site: CollectedSite): string | null {
  if (visit.countryCode && site.countryCodes.includes(visit.countryCode)) return visit.countryCode;
  return site.countryCodes[0] ?? null;
}

/**
 * The visits that count, each site once (C1), oldest first (by visited date, then site):
 * visits to sites no longer on the List stay in the traveller's history but count for nothing
 * (C2).
 */
export function countedVisits(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
): { visit: CollectedVisit; site: CollectedSite }[] {
  const bySite = new Map<number, { visit: CollectedVisit; site: CollectedSite }>();
  for (const visit of visits) {
    const site = catalogue.get(visit.siteId);
    if (!site) continue;
    const held = bySite.get(visit.siteId);
    if (!held || visit.visitedDate < held.visit.visitedDate)
      bySite.set(visit.siteId, { visit, site });
  }
  return [...bySite.values()].sort(
    (a, b) =>
      a.visit.visitedDate.localeCompare(b.visit.visitedDate) || a.visit.siteId - b.visit.siteId,
  );
}

export type CollectionCounts = {
  visitedSites: number;
  countriesVisited: number;
  reviewsCount: number;
  byType: { cultural: number; natural: number; mixed: number };
};

/** The counts every screen shows (profile, dashboard, ranking, badges): docs/COUNTING.md C1–C4. */
export function countCollection(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
): CollectionCounts {
  const countries = new Set<string>();
  const byType = { cultural: 0, natural: 0, mixed: 0 };
  let reviewsCount = 0;
  const counted = countedVisits(visits, catalogue);
  for (const { visit, site } of counted) {
    const country = visitCountry(visit, site);
    if (country) countries.add(country);
    byType[site.category] += 1;
    if (visit.hasComment) reviewsCount += 1;
  }
  return { visitedSites: counted.length, countriesVisited: countries.size, reviewsCount, byType };
}

/** visited_sites / total_sites × 100 with one decimal; 0 when the total is unknown. */
export function visitPercentage(visitedSites: number, totalSites: number): number {
  if (totalSites <= 0) return 0;
  return Math.round((visitedSites / totalSites) * 1000) / 10;
}

/**
 * The counts of every period the visits fall in (periods.ts): 'all', each year and each
 * month. Each period counts its own visits only, so a site visited in 2025 does not count
 * towards 2026. What the ranking counters hold.
 */
export function countsByPeriod(
  visits: readonly CollectedVisit[],
  catalogue: Catalogue,
): Map<string, CollectionCounts> {
  const byPeriod = new Map<string, CollectedVisit[]>();
  for (const visit of visits) {
    for (const key of periodKeysOfDate(visit.visitedDate)) {
      const list = byPeriod.get(key);
      if (list) list.push(visit);
      else byPeriod.set(key, [visit]);
    }
  }
  const counts = new Map<string, CollectionCounts>();
  for (const [key, list] of byPeriod) {
    const periodCounts = countCollection(list, catalogue);
    if (periodCounts.visitedSites > 0) counts.set(key, periodCounts);
  }
  return counts;
}
