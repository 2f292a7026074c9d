import {
  type CollectionCounts,
  countCollection,
  visitPercentage,
} from '../../shared/collecting/collection';
import type { Database } from '../db/connect';
import { collectionFactsOf } from '../repositories/collection-repository';
import { listedSiteTotals, type SiteTotals } from '../repositories/users-stats-repository';
import { catalogueOfVersion } from './collecting-catalogue';

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
  const [{ catalogueVersion, visits }, totals] = await Promise.all([
    collectionFactsOf(db, userId),
    listedSiteTotals(db),
  ]);
  const counts = countCollection(visits, await catalogueOfVersion(db, catalogueVersion));
  return { counts, totals, percentage: visitPercentage(counts.visitedSites, totals.total) };
}
