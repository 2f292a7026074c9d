/**
 * The collecting rules (src/shared/collecting) run on the device, over the local catalogue
 * and the traveller's own visits including those still waiting in the outbox: so the
 * dashboard's numbers and a badge completed with no signal show at once, marked as waiting
 * until the server confirms them (docs/COUNTING.md). No React here.
 */
import type { UserStats } from '../../../shared/api/auth';
import type { DashboardStats } from '../../../shared/api/dashboard';
import {
  type Catalogue,
  type CollectedSite,
  type CollectedVisit,
  countCollection,
  visitPercentage,
} from '../../../shared/collecting/collection';
import type { UnescoRegion } from '../../../shared/unesco-regions';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { readAllSites } from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import type { OwnVisitRow } from '../../db/own-rows';
import { visitTarget } from '../../sync/outbox-entry';

/** The local catalogue as the rules see it; `criteriaOf` fills rows stored without criteria. */
export function catalogueForCollecting(
  rows: readonly CatalogueSiteRow[],
  criteriaOf: ReadonlyMap<number, string> = new Map(),
): Catalogue {
  return new Map(
    rows.map((row): [number, CollectedSite] => [
      row.id,
      {
        id: row.id,
        category: row.heritage_type,
        region: row.region_en as UnescoRegion,
        countryCodes: row.country_codes,
        danger: row.danger,
        transboundary: row.transboundary,
        inscriptionYear: row.inscription_year,
        criteria: row.criteria ?? criteriaOf.get(row.id) ?? '',
      },
    ]),
  );
}

/** The own visits as the rules see them; a photo still waiting to be sent counts already. */
export function collectedVisitsFrom(
  rows: readonly OwnVisitRow[],
  sitesWithWaitingPhoto: ReadonlySet<number> = new Set(),
): CollectedVisit[] {
  return rows.map((row) => ({
    siteId: row.siteId,
    visitedDate: row.visited_date,
    countryCode: row.country_code ?? null,
    hasComment: row.comment.trim() !== '',
    hasPhoto: row.photo !== null || sitesWithWaitingPhoto.has(row.siteId),
  }));
}

export type DeviceCollection = {
  catalogue: Catalogue;
  visits: CollectedVisit[];
  /** Sites whose visit change has not reached the server yet. */
  waitingSiteIds: ReadonlySet<number>;
};

/** Reads what the rules need from IndexedDB, in one read transaction. */
export async function readDeviceCollection(
  db: LocalDatabase,
  userId: number,
): Promise<DeviceCollection> {
  return db.transaction(
    'r',
    [db.siteChunks, db.siteDetailChunks, db.visits, db.outbox],
    async () => {
      const [sites, visits, entries] = await Promise.all([
        readAllSites(db),
        db.visits.where('userId').equals(userId).toArray(),
        db.outbox.where('userId').equals(userId).toArray(),
      ]);
      let criteriaOf = new Map<number, string>();
      if (sites.some((site) => site.criteria === undefined)) {
        // A catalogue copy stored before site rows carried criteria: read them from the details.
        const details = await db.siteDetailChunks.toArray();
        criteriaOf = new Map(
          details.flatMap((chunk) => chunk.details.map((d) => [d.id, d.criteria])),
        );
      }
      const waiting = new Set<number>();
      const waitingPhoto = new Set<number>();
      for (const entry of entries) {
        const op = entry.operation;
        if (op.kind !== 'visit.put' && op.kind !== 'visit.delete') continue;
        if (entry.target !== visitTarget(op.siteId) || entry.status === 'failed') continue;
        waiting.add(op.siteId);
        if (entry.photo) waitingPhoto.add(op.siteId);
      }
      return {
        catalogue: catalogueForCollecting(sites, criteriaOf),
        visits: collectedVisitsFrom(visits, waitingPhoto),
        waitingSiteIds: waiting,
      };
    },
  );
}

/**
 * The dashboard's numbers (the shape of GET /heritage/dashboard/stats/) from the device's own
 * copy: current offline, waiting visits included, by the same rules as the server.
 */
export function deviceDashboardStats(collection: DeviceCollection): DashboardStats {
  const counts = countCollection(collection.visits, collection.catalogue);
  const totals = { cultural: 0, natural: 0, mixed: 0 };
  for (const site of collection.catalogue.values()) totals[site.category] += 1;
  const total = collection.catalogue.size;
  return {
    user_stats: {
      visited_sites: counts.visitedSites,
      countries_visited: counts.countriesVisited,
      reviews_count: counts.reviewsCount,
      visit_percentage: visitPercentage(counts.visitedSites, total),
      visited_by_type: counts.byType,
    },
    global_stats: {
      total_sites: total,
      cultural_sites: totals.cultural,
      natural_sites: totals.natural,
      mixed_sites: totals.mixed,
    },
  };
}

/**
 * The profile's numbers (the shape of the profile's statistics) from the device's own copy,
 * as the dashboard's: current offline, waiting visits included.
 */
export function deviceUserStats(collection: DeviceCollection): UserStats {
  const { user_stats: user, global_stats: global } = deviceDashboardStats(collection);
  return {
    total_visits: user.visited_sites,
    visited_sites: user.visited_sites,
    countries_visited: user.countries_visited,
    visited_by_type: user.visited_by_type,
    total_sites: global.total_sites,
    visit_percentage: user.visit_percentage,
    global_stats: global,
  };
}
