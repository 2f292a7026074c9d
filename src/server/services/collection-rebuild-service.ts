import { COLLECTING_RULES_VERSION } from '../../shared/collecting/badge-definitions';
import type { Database } from '../db/connect';
import { mendFollowCounts } from '../repositories/follow-counts-repository';
import { readMeta, writeMeta } from '../repositories/meta-repository';
import { mendPostCounts, type PostCounts } from '../repositories/post-counts-repository';
import { type CounterRow, mendAllCounters } from '../repositories/ranking-counters-repository';
import {
  mendScoreCounts,
  type ScoreCountMismatch,
} from '../repositories/ranking-score-counts-repository';
import {
  mendUserVisitCounts,
  type UserVisitCountKey,
} from '../repositories/user-visit-counts-repository';
import { allUserIds } from '../repositories/users-repository';
import { type CollectionClock, refreshAllBadgesOfMany } from './collection-service';

/** One counter, score count or badge that was not what the visits say, before it was mended. */
export type CollectionDifference =
  | { userId: number; kind: 'counter'; period: string; stored: string; expected: string }
  | ({ kind: 'score count' } & ScoreCountMismatch)
  | { userId: number; kind: 'follow count'; stored: string; expected: string }
  | { visitId: number; kind: 'post count'; stored: string; expected: string }
  | { userId: number; kind: 'visit count'; of: string; stored: number; expected: number }
  | { userId: number; kind: 'badge'; badge: string; change: 'awarded' | 'withdrawn' | 'redated' };

const RULES_VERSION_KEY = 'collecting_rules_version';

function counterText(row: Pick<CounterRow, 'totalVisits' | 'countriesVisited' | 'reviewsCount'>) {
  return `${row.totalVisits} sites, ${row.countriesVisited} countries, ${row.reviewsCount} reviews`;
}

function followText(counts: { followers: number; following: number }) {
  return `${counts.followers} followers, ${counts.following} following`;
}

function postText(counts: PostCounts) {
  return `${counts.likes} likes, ${counts.comments} comments`;
}

function visitCountText(key: UserVisitCountKey) {
  const shared = key.shared ? 'shared' : 'not shared';
  const listed = key.listed ? 'listed' : 'not listed';
  return `${key.visibility}, ${shared}, ${listed}, ${key.country || 'no country'}`;
}

/** Travellers whose badges are settled together, in one transaction. */
const BADGE_BATCH = 500;

/** Re-settles every traveller's badges, a batch of travellers per transaction. */
export async function rebuildAllBadges(
  db: Database,
  clock: CollectionClock,
): Promise<{ users: number; differences: CollectionDifference[] }> {
  const userIds = await allUserIds(db);
  const differences: CollectionDifference[] = [];
  for (let i = 0; i < userIds.length; i += BADGE_BATCH) {
    const changes = await refreshAllBadgesOfMany(db, userIds.slice(i, i + BADGE_BATCH), clock);
    for (const [userId, change] of changes) {
      for (const kind of ['awarded', 'withdrawn', 'redated'] as const) {
        for (const badge of change[kind])
          differences.push({ userId, kind: 'badge', badge, change: kind });
      }
    }
  }
  return { users: userIds.length, differences };
}

/**
 * Recomputes every traveller's ranking counters, badges and kept visit counts from their
 * visits, their follow counts from the follows and every post's likes and comments (the
 * counters:rebuild command; also run at start when the rules or the List changed). The
 * counters and counts are compared and mended set-based, all at once (mendAllCounters,
 * mendFollowCounts, mendPostCounts, mendUserVisitCounts); the badges traveller by traveller.
 * Returns every difference found: none, when every change kept them as it should.
 */
export async function rebuildCollections(
  db: Database,
  clock: CollectionClock,
): Promise<{ users: number; differences: CollectionDifference[] }> {
  const counters: CollectionDifference[] = await db.transaction(async (tx) => {
    const mended = (await mendAllCounters(tx)).map((m) => ({
      userId: m.userId,
      kind: 'counter' as const,
      period: m.period,
      stored: m.stored ? counterText(m.stored) : 'none',
      expected: m.expected ? counterText(m.expected) : 'none',
    }));
    const scoreCounts = (await mendScoreCounts(tx)).map((m) => ({
      kind: 'score count' as const,
      ...m,
    }));
    return [...mended, ...scoreCounts];
  });
  // A transaction of its own: it locks the follows, which no change of visits takes.
  const followCounts: CollectionDifference[] = (
    await db.transaction((tx) => mendFollowCounts(tx))
  ).map((m) => ({
    userId: m.userId,
    kind: 'follow count' as const,
    stored: m.stored ? followText(m.stored) : 'none',
    expected: followText(m.expected),
  }));
  // Likes and comments are locked meanwhile, which no other mend takes.
  const postCounts: CollectionDifference[] = (await db.transaction((tx) => mendPostCounts(tx))).map(
    (m) => ({
      visitId: m.visitId,
      kind: 'post count' as const,
      stored: m.stored ? postText(m.stored) : 'none',
      expected: postText(m.expected),
    }),
  );
  // A transaction of its own: it locks the visits, which the other mends leave open.
  const visitCounts: CollectionDifference[] = (
    await db.transaction((tx) => mendUserVisitCounts(tx))
  ).map((m) => ({
    userId: m.userId,
    kind: 'visit count' as const,
    of: visitCountText(m),
    stored: m.stored,
    expected: m.expected,
  }));
  const badges = await rebuildAllBadges(db, clock);
  return {
    users: badges.users,
    differences: [
      ...counters,
      ...followCounts,
      ...postCounts,
      ...visitCounts,
      ...badges.differences,
    ],
  };
}

/**
 * Records that every counter and badge was just computed under the current rules (a bulk
 * fill did it), so the next start does not recompute them all again.
 */
export async function markCollectionsCurrent(db: Database): Promise<void> {
  await writeMeta(db, RULES_VERSION_KEY, String(COLLECTING_RULES_VERSION));
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
