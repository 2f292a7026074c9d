import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { RankingType } from '../../shared/api/ranking';
import type { CollectionCounts } from '../../shared/collecting/collection';
import { type Database, rowsOf } from '../db/connect';
import { rankingCounters, users } from '../db/schema';

export type CounterRow = typeof rankingCounters.$inferSelect;

/** The score column of each ranking type and the time its value was reached. */
const SCORE = {
  total_visits: { score: 'total_visits', since: 'total_visits_since' },
  countries_visited: { score: 'countries_visited', since: 'countries_visited_since' },
  reviews_count: { score: 'reviews_count', since: 'reviews_count_since' },
} as const satisfies Record<RankingType, { score: string; since: string }>;

export async function countersOf(db: Database, userId: number): Promise<CounterRow[]> {
  return db.select().from(rankingCounters).where(eq(rankingCounters.userId, userId));
}

/**
 * Makes the user's counters equal `counts` (period key → counts): periods with no visit
 * lose their row. A score that changes is dated `now` (ties: who reached it first); one
 * that stays keeps its date.
 */
export async function writeCounters(
  db: Database,
  userId: number,
  counts: ReadonlyMap<string, CollectionCounts>,
  now: Date,
): Promise<void> {
  const periods = [...counts.keys()];
  await db
    .delete(rankingCounters)
    .where(
      periods.length > 0
        ? and(eq(rankingCounters.userId, userId), notInArray(rankingCounters.period, periods))
        : eq(rankingCounters.userId, userId),
    );
  if (periods.length === 0) return;
  const keep = (score: string, since: string) =>
    sql.raw(
      `case when ranking_counters.${score} = excluded.${score} then ranking_counters.${since} else excluded.${since} end`,
    );
  await db
    .insert(rankingCounters)
    .values(
      [...counts].map(([period, c]) => ({
        userId,
        period,
        totalVisits: c.visitedSites,
        countriesVisited: c.countriesVisited,
        reviewsCount: c.reviewsCount,
        totalVisitsSince: now,
        countriesVisitedSince: now,
        reviewsCountSince: now,
      })),
    )
    .onConflictDoUpdate({
      target: [rankingCounters.userId, rankingCounters.period],
      set: {
        totalVisitsSince: keep('total_visits', 'total_visits_since'),
        countriesVisitedSince: keep('countries_visited', 'countries_visited_since'),
        reviewsCountSince: keep('reviews_count', 'reviews_count_since'),
        totalVisits: sql.raw('excluded.total_visits'),
        countriesVisited: sql.raw('excluded.countries_visited'),
        reviewsCount: sql.raw('excluded.reviews_count'),
      },
    });
}

export type LeaderboardRow = {
  rank: number;
  score: number;
  total_visits: number;
  countries_visited: number;
  reviews_count: number;
  id: number;
  username: string;
  display_name: string;
  profile_picture: string | null;
};

/**
 * The top of one ranking: an index read on (period, score desc, since), travellers who
 * chose not to be shown (C6) and scores of 0 left out. Ties share a rank, first to reach the
 * score first (C7).
 */
export async function topOfRanking(
  db: Database,
  input: { type: RankingType; period: string; limit: number },
): Promise<LeaderboardRow[]> {
  const { score, since } = SCORE[input.type];
  const scoreColumn = sql.raw(`c.${score}`);
  const sinceColumn = sql.raw(`c.${since}`);
  const result = await db.execute(sql`
    select rank() over (order by top.score desc)::int as rank, top.*
    from (
      select ${scoreColumn} as score, c.total_visits, c.countries_visited, c.reviews_count,
             ${sinceColumn} as since, u.id, u.username, u.display_name, u.profile_picture
      from ${rankingCounters} c
      join ${users} u on u.id = c.user_id
      where c.period = ${input.period} and ${scoreColumn} > 0 and u.show_in_rankings
      order by ${scoreColumn} desc, ${sinceColumn}, c.user_id
      limit ${input.limit}
    ) top
    order by top.score desc, top.since, top.id`);
  return rowsOf<LeaderboardRow>(result);
}

/**
 * The user's score and where it stands: 1 + the shown travellers with a higher score (C7).
 * The user counts themselves even when hidden: their own position (C6).
 */
export async function rankOf(
  db: Database,
  input: { type: RankingType; period: string; userId: number },
): Promise<{ score: number; rank: number | null }> {
  const { score } = SCORE[input.type];
  const scoreColumn = sql.raw(`c.${score}`);
  const result = await db.execute(sql`
    with mine as (
      select ${scoreColumn} as score from ${rankingCounters} c
      where c.user_id = ${input.userId} and c.period = ${input.period}
    )
    select mine.score,
      (select count(*)::int from ${rankingCounters} c join ${users} u on u.id = c.user_id
        where c.period = ${input.period} and ${scoreColumn} > mine.score and u.show_in_rankings
          and c.user_id <> ${input.userId}) + 1 as rank
    from mine`);
  const row = rowsOf<{ score: number; rank: number }>(result)[0];
  if (!row || row.score === 0) return { score: 0, rank: null };
  return { score: row.score, rank: row.rank };
}
