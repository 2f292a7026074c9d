import {
  type CollectionCounts,
  countCollection,
  visitPercentage,
} from '../../shared/collecting/collection';
import type { Database } from '../db/connect';
import { collectedVisitsOf } from '../repositories/collection-repository';
import { listedSiteTotals, type SiteTotals } from '../repositories/users-stats-repository';
import { collectingCatalogue } from './collecting-catalogue';

export type OwnCollectionStats = {
  counts: CollectionCounts;
  totals: SiteTotals;
  percentage: number;
};

/**
 * A traveller's own counts by the shared rules (docs/COUNTING.md): what the profile, the
 * dashboard and the device all show, so they never disagree.
 */
export async function ownCollectionStats(
  db: Database,
  userId: number,
): Promise<OwnCollectionStats> {
  const [catalogue, visits, totals] = await Promise.all([
    collectingCatalogue(db),
    collectedVisitsOf(db, userId),
    listedSiteTotals(db),
  ]);
  const counts = countCollection(visits, catalogue);
  return { counts, totals, percentage: visitPercentage(counts.visitedSites, totals.total) };
}
