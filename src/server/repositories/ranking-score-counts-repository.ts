import { eq, sql } from 'drizzle-orm';
import { RANKING_TYPES, type RankingType } from '../../shared/api/ranking';
import type { CollectionCounts } from '../../shared/collecting/collection';
import { type Database, rowsOf } from '../db/connect';
import { rankingCounters, rankingScoreCounts, users } from '../db/schema';

/** One traveller's scores in one period, as a counter row holds them. */
export type PeriodScores = {
  period: string;
  totalVisits: number;
  countriesVisited: number;
  reviewsCount: number;
};

const SCORE_OF: Record<RankingType, keyof Omit<PeriodScores, 'period'>> = {
  total_visits: 'totalVisits',
  countries_visited: 'countriesVisited',
  reviews_count: 'reviewsCount',
};

type ScoreKey = { period: string; rankingType: RankingType; score: number };

/**
 * What changes in the score counts when a traveller's shown scores go from `before` to
 * `after` (pass [] for a traveller not shown): one fewer at each old score, one more at each
 * new one. Sorted by key, so every transaction locks the count rows it changes in the same
 * order and two of them can never wait on each other.
 */
export function scoreCountChanges(
  before: readonly PeriodScores[],
  after: readonly PeriodScores[],
): (ScoreKey & { change: number })[] {
  const changes = new Map<string, ScoreKey & { change: number }>();
  const add = (rows: readonly PeriodScores[], change: number) => {
    for (const row of rows) {
      for (const rankingType of RANKING_TYPES) {
        const score = row[SCORE_OF[rankingType]];
        if (score <= 0) continue;
        const key = JSON.stringify([row.period, rankingType, score]);
        const entry = changes.get(key) ?? { period: row.period, rankingType, score, change: 0 };
        entry.change += change;
        changes.set(key, entry);
      }
    }
  };
  add(before, -1);
  add(after, 1);
  return [...changes.values()]
    .filter((entry) => entry.change !== 0)
    .sort(
      (a, b) =>
        (a.period < b.period ? -1 : a.period > b.period ? 1 : 0) ||
        (a.rankingType < b.rankingType ? -1 : a.rankingType > b.rankingType ? 1 : 0) ||
        a.score - b.score,
    );
}

/**
 * Moves a traveller in the score counts, in the caller's transaction. The caller holds the
 * traveller's collection lock (lockCollectionOf), so `before` is what the counts hold for them.
 */
export async function moveInScoreCounts(
  db: Database,
  before: readonly PeriodScores[],
  after: readonly PeriodScores[],
): Promise<void> {
  const changes = scoreCountChanges(before, after);
  if (changes.length === 0) return;
  await db
    .insert(rankingScoreCounts)
    .values(
      changes.map(({ period, rankingType, score, change }) => ({
        period,
        rankingType,
        score,
        travellers: change,
      })),
    )
    .onConflictDoUpdate({
      target: [rankingScoreCounts.period, rankingScoreCounts.rankingType, rankingScoreCounts.score],
      set: { travellers: sql`${rankingScoreCounts.travellers} + excluded.travellers` },
    });
}

/** Each period's scores from a traveller's counts (countsByPeriod), as counters hold them. */
export function scoresOfCounts(counts: ReadonlyMap<string, CollectionCounts>): PeriodScores[] {
  return [...counts].map(([period, c]) => ({
    period,
    totalVisits: c.visitedSites,
    countriesVisited: c.countriesVisited,
    reviewsCount: c.reviewsCount,
  }));
}

/**
 * The traveller's stored scores as the score counts hold them: none when they are not shown
 * in the rankings. (A change to their visits reads the same with its other facts:
 * visitChangeFactsOf.)
 */
export async function shownScoresOf(db: Database, userId: number): Promise<PeriodScores[]> {
  const rows = await db
    .select({
      shown: users.showInRankings,
      period: rankingCounters.period,
      totalVisits: rankingCounters.totalVisits,
      countriesVisited: rankingCounters.countriesVisited,
      reviewsCount: rankingCounters.reviewsCount,
    })
    .from(users)
    .leftJoin(rankingCounters, eq(rankingCounters.userId, users.id))
    .where(eq(users.id, userId));
  const scores: PeriodScores[] = [];
  if (!rows[0]?.shown) return scores;
  for (const { period, totalVisits, countriesVisited, reviewsCount } of rows) {
    if (period === null) continue;
    scores.push({
      period,
      totalVisits: totalVisits ?? 0,
      countriesVisited: countriesVisited ?? 0,
      reviewsCount: reviewsCount ?? 0,
    });
  }
  return scores;
}

/** The score counts as the stored counters say (the migration that made the table does the same). */
const expectedScoreCounts = sql`
  select c.period, s.ranking_type, s.score, count(*)::int as travellers
  from ${rankingCounters} c
  join ${users} u on u.id = c.user_id and u.show_in_rankings
  cross join lateral (values ('total_visits', c.total_visits),
    ('countries_visited', c.countries_visited), ('reviews_count', c.reviews_count))
    as s(ranking_type, score)
  where s.score > 0
  group by c.period, s.ranking_type, s.score`;

/** One score count that was not what the counters say, before it was mended. */
export type ScoreCountMismatch = ScoreKey & { stored: number; expected: number };

/**
 * Compares every score count with what the counters say and rewrites them all; returns the
 * counts that differed (rows holding 0 equal missing rows). Run after the counters are
 * mended, in the transaction that mended them, or after a bulk fill.
 */
export async function mendScoreCounts(db: Database): Promise<ScoreCountMismatch[]> {
  // Writers wait meanwhile (readers do not). Taken after the visits' lock of mendAllCounters:
  // every change takes the visits' lock before this table's, so none can wait on the other.
  await db.execute(sql`lock table ${rankingScoreCounts} in exclusive mode`);
  const result = await db.execute(sql`
    with expected as (${expectedScoreCounts})
    select coalesce(e.period, s.period) as period,
      coalesce(e.ranking_type, s.ranking_type) as "rankingType",
      coalesce(e.score, s.score) as score,
      coalesce(s.travellers, 0) as stored, coalesce(e.travellers, 0) as expected
    from expected e
    full join ${rankingScoreCounts} s
      on s.period = e.period and s.ranking_type = e.ranking_type and s.score = e.score
    where coalesce(s.travellers, 0) <> coalesce(e.travellers, 0)
    order by 1, 2, 3`);
  const mismatches = rowsOf<ScoreCountMismatch>(result);
  if (mismatches.length === 0) return [];
  await db.execute(sql`delete from ${rankingScoreCounts}`);
  await db.execute(
    sql`insert into ${rankingScoreCounts} (period, ranking_type, score, travellers) ${expectedScoreCounts}`,
  );
  return mismatches;
}
