import { COLLECTING_RULES_VERSION } from '../../shared/collecting/badge-definitions';
import { countsByPeriod } from '../../shared/collecting/collection';
import type { Database } from '../db/connect';
import { collectedVisitsOf } from '../repositories/collection-repository';
import { readMeta, writeMeta } from '../repositories/meta-repository';
import {
  type CounterRow,
  countersOf,
  writeCounters,
} from '../repositories/ranking-counters-repository';
import { allUserIds } from '../repositories/users-repository';
import { collectingCatalogue } from './collecting-catalogue';
import { type CollectionClock, refreshAllBadges } from './collection-service';

/** One counter or badge that was not what the visits say, before it was mended. */
export type CollectionDifference =
  | { userId: number; kind: 'counter'; period: string; stored: string; expected: string }
  | { userId: number; kind: 'badge'; badge: string; change: 'awarded' | 'withdrawn' | 'redated' };

const RULES_VERSION_KEY = 'collecting_rules_version';

function counterText(row: Pick<CounterRow, 'totalVisits' | 'countriesVisited' | 'reviewsCount'>) {
  return `${row.totalVisits} sites, ${row.countriesVisited} countries, ${row.reviewsCount} reviews`;
}

/** Recomputes one traveller's counters and badges, in one transaction, and says what differed. */
async function rebuildOne(
  db: Database,
  userId: number,
  clock: CollectionClock,
): Promise<CollectionDifference[]> {
  return db.transaction(async (tx) => {
    const differences: CollectionDifference[] = [];
    const catalogue = await collectingCatalogue(tx);
    const expected = countsByPeriod(await collectedVisitsOf(tx, userId), catalogue);
    const stored = new Map((await countersOf(tx, userId)).map((row) => [row.period, row]));
    for (const period of new Set([...expected.keys(), ...stored.keys()])) {
      const want = expected.get(period);
      const have = stored.get(period);
      const wantText = want
        ? counterText({
            totalVisits: want.visitedSites,
            countriesVisited: want.countriesVisited,
            reviewsCount: want.reviewsCount,
          })
        : 'none';
      const haveText = have ? counterText(have) : 'none';
      if (wantText !== haveText) {
        differences.push({ userId, kind: 'counter', period, stored: haveText, expected: wantText });
      }
    }
    if (differences.length > 0) await writeCounters(tx, userId, expected, clock.now);
    const change = await refreshAllBadges(tx, userId, clock);
    for (const kind of ['awarded', 'withdrawn', 'redated'] as const) {
      for (const badge of change[kind])
        differences.push({ userId, kind: 'badge', badge, change: kind });
    }
    return differences;
  });
}

/**
 * Recomputes every traveller's ranking counters and badges from their visits (the
 * counters:rebuild command; also run at start when the rules or the List changed). Returns
 * every difference found: none, when every change kept them as it should.
 */
export async function rebuildCollections(
  db: Database,
  clock: CollectionClock,
): Promise<{ users: number; differences: CollectionDifference[] }> {
  const userIds = await allUserIds(db);
  const differences: CollectionDifference[] = [];
  for (const userId of userIds) differences.push(...(await rebuildOne(db, userId, clock)));
  return { users: userIds.length, differences };
}

/**
 * At start: when the collecting rules changed since the last start (a new version of
 * badge-definitions.ts) or the List did, recompute everyone, so no counter or badge is
 * left under old rules.
 */
export async function rebuildCollectionsIfStale(
  db: Database,
  clock: CollectionClock,
  options: { listChanged: boolean },
): Promise<{ users: number; differences: number } | undefined> {
  const stored = await readMeta(db, RULES_VERSION_KEY);
  if (stored === String(COLLECTING_RULES_VERSION) && !options.listChanged) return undefined;
  const result = await rebuildCollections(db, clock);
  await writeMeta(db, RULES_VERSION_KEY, String(COLLECTING_RULES_VERSION));
  return { users: result.users, differences: result.differences.length };
}
