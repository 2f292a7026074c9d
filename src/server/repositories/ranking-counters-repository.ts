import { sql } from 'drizzle-orm';
import type { RankingType } from '../../shared/api/ranking';
import { type Database, rowsOf } from '../db/connect';
import { rankingCounters, rankingScoreCounts, users, visits } from '../db/schema';
import { mendScoreCounts, type PeriodScores } from './ranking-score-counts-repository';

export type CounterRow = typeof rankingCounters.$inferSelect;

/** The score column of each ranking type and the time its value was reached. */
const SCORE = {
  total_visits: { score: 'total_visits', since: 'total_visits_since' },
  countries_visited: { score: 'countries_visited', since: 'countries_visited_since' },
  reviews_count: { score: 'reviews_count', since: 'reviews_count_since' },
} as const satisfies Record<RankingType, { score: string; since: string }>;

const COUNTER_COLUMNS = sql.raw(
  'user_id, period, total_visits, countries_visited, reviews_count, total_visits_since, countries_visited_since, reviews_count_since',
);

/** A score that stays keeps the date it was reached (ties: who reached it first). */
const keptSince = (score: string, since: string) =>
  `case when ranking_counters.${score} = excluded.${score} then ranking_counters.${since} else excluded.${since} end`;

/** The end of an upsert of counters: the new counts, each dated only if it changed. */
const REPLACE_COUNTS = sql.raw(`on conflict (user_id, period) do update set
  total_visits_since = ${keptSince('total_visits', 'total_visits_since')},
  countries_visited_since = ${keptSince('countries_visited', 'countries_visited_since')},
  reviews_count_since = ${keptSince('reviews_count', 'reviews_count_since')},
  total_visits = excluded.total_visits,
  countries_visited = excluded.countries_visited,
  reviews_count = excluded.reviews_count`);

/**
 * Makes the user's counters equal `scores` (one per period): periods with no visit lose
 * their row. A score that changes is dated `now` (ties: who reached it first); one that
 * stays keeps its date.
 */
export async function writeCounters(
  db: Database,
  userId: number,
  scores: readonly PeriodScores[],
  now: Date,
): Promise<void> {
  const reachedAt = sql`${now.toISOString()}::timestamptz`;
  // One statement of few parts for every period, gone ones included: a visit's statements
  // are its latency and the app's rendering of them its CPU (P7). The delete and the upsert
  // touch different periods, so they may share a statement.
  await db.execute(sql`
    with t as (
      select * from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb)
        as t(period text, "totalVisits" int, "countriesVisited" int, "reviewsCount" int)
    ), gone as (
      delete from ${rankingCounters}
      where ${rankingCounters.userId} = ${userId} and ${rankingCounters.period} not in (select period from t)
    )
    insert into ${rankingCounters} (${COUNTER_COLUMNS})
    select ${userId}::int, t.period, t."totalVisits", t."countriesVisited", t."reviewsCount",
      ${reachedAt}, ${reachedAt}, ${reachedAt}
    from t
    ${REPLACE_COUNTS}`);
}

/**
 * Every traveller's counters as their visits say, in one set-based query (the same rules as
 * countsByPeriod in src/shared/collecting/collection.ts): a visit counts once per site (one
 * visit per user and site, C1), only on a listed site (C2), for the part it names or else
 * the first listed state (C3), as a review when its comment is not empty (C4), in 'all',
 * its visited year and its visited month (C5). A period with no counted visit has no row.
 *
 * Each score is dated when the visits reached it: the latest counted visit (sites), the
 * latest review (reviews), the latest first visit to a country (countries). A score of 0
 * takes the latest visit's time: it ranks nowhere (C7), so only non-null matters.
 */
const expectedCounters = sql`
  with counted as (
    select v.user_id, p.period, v.created_at, v.comment <> '' as reviewed,
      case when v.country_code = any(s.iso_codes) then v.country_code else s.iso_codes[1] end
        as country
    from visits v
    join sites s on s.id = v.site_id and s.listed
    cross join lateral (values ('all'), ('y' || to_char(v.visited_date, 'YYYY')),
      ('m' || to_char(v.visited_date, 'YYYY-MM'))) p(period)
  ), by_country as (
    select user_id, period, country, count(*) as sites,
      count(*) filter (where reviewed) as reviews, min(created_at) as first_at,
      max(created_at) as last_at, max(created_at) filter (where reviewed) as last_review_at
    from counted
    group by user_id, period, country
  )
  select user_id, period,
    sum(sites)::int as total_visits,
    count(country)::int as countries_visited,
    sum(reviews)::int as reviews_count,
    max(last_at) as total_visits_since,
    coalesce(max(first_at) filter (where country is not null), max(last_at))
      as countries_visited_since,
    coalesce(max(last_review_at), max(last_at)) as reviews_count_since
  from by_country
  group by user_id, period`;

/**
 * Replaces every counter by what the visits say (expectedCounters), and the score counts by
 * what the counters say, set-based: the
 * bulk fill of a freshly loaded database (the demo generator), where walking 100,000
 * travellers one transaction each would take hours.
 */
export async function replaceAllCounters(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${rankingCounters}`);
    const result = await tx.execute(
      sql`insert into ${rankingCounters} (${COUNTER_COLUMNS}) ${expectedCounters}`,
    );
    await mendScoreCounts(tx);
    return (
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0
    );
  });
}

/** A stored counter row that is not what the visits say (null: no such row). */
export type CounterMismatch = {
  userId: number;
  period: string;
  stored: Pick<CounterRow, 'totalVisits' | 'countriesVisited' | 'reviewsCount'> | null;
  expected: Pick<CounterRow, 'totalVisits' | 'countriesVisited' | 'reviewsCount'> | null;
};

type MismatchRow = {
  user_id: number;
  period: string;
  stored_total: number | null;
  stored_countries: number | null;
  stored_reviews: number | null;
  total_visits: number | null;
  countries_visited: number | null;
  reviews_count: number | null;
};

/**
 * Compares every stored counter with what the visits say, set-based, and mends what differs:
 * a row the visits do not give is deleted, a missing or wrong one written. A score that did
 * not change keeps its date (as writeCounters does); a changed one takes the date the visits
 * give. Visits are locked against writes meanwhile (SHARE), so no change slips between the
 * comparison and the mending. Returns the mismatches as they were before mending.
 */
export async function mendAllCounters(db: Database): Promise<CounterMismatch[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${visits} in share mode`);
    await tx.execute(
      sql`create temp table expected_counters on commit drop as ${expectedCounters}`,
    );
    const result = await tx.execute(sql`
      select coalesce(e.user_id, c.user_id) as user_id, coalesce(e.period, c.period) as period,
        c.total_visits as stored_total, c.countries_visited as stored_countries,
        c.reviews_count as stored_reviews,
        e.total_visits, e.countries_visited, e.reviews_count
      from expected_counters e
      full join ${rankingCounters} c on c.user_id = e.user_id and c.period = e.period
      where (c.total_visits, c.countries_visited, c.reviews_count)
        is distinct from (e.total_visits, e.countries_visited, e.reviews_count)
      order by 1, 2`);
    const rows = rowsOf<MismatchRow>(result);
    if (rows.length === 0) return [];
    await tx.execute(sql`delete from ${rankingCounters} c where not exists (
      select 1 from expected_counters e where e.user_id = c.user_id and e.period = c.period)`);
    await tx.execute(sql`
      insert into ${rankingCounters} (${COUNTER_COLUMNS})
      select e.* from expected_counters e
      left join ${rankingCounters} c on c.user_id = e.user_id and c.period = e.period
      where (c.total_visits, c.countries_visited, c.reviews_count)
        is distinct from (e.total_visits, e.countries_visited, e.reviews_count)
      ${REPLACE_COUNTS}`);
    const counts = (total: number | null, countries: number | null, reviews: number | null) =>
      total === null
        ? null
        : { totalVisits: total, countriesVisited: countries ?? 0, reviewsCount: reviews ?? 0 };
    return rows.map((row) => ({
      userId: row.user_id,
      period: row.period,
      stored: counts(row.stored_total, row.stored_countries, row.stored_reviews),
      expected: counts(row.total_visits, row.countries_visited, row.reviews_count),
    }));
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
export function topOfRankingQuery(input: { type: RankingType; period: string; limit: number }) {
  const { score, since } = SCORE[input.type];
  const scoreColumn = sql.raw(`c.${score}`);
  const sinceColumn = sql.raw(`c.${since}`);
  return sql`
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
    order by top.score desc, top.since, top.id`;
}

export async function topOfRanking(
  db: Database,
  input: { type: RankingType; period: string; limit: number },
): Promise<LeaderboardRow[]> {
  return rowsOf<LeaderboardRow>(await db.execute(topOfRankingQuery(input)));
}

/**
 * The user's score and where it stands: 1 + the shown travellers with a higher score (C7),
 * summed from the score counts (a few hundred rows at most), never counted from every
 * counter above (P7). The user counts themselves even when hidden: their own position (C6).
 * Whether they are shown comes in the same query: one round trip a call (P7).
 */
export function rankOfQuery(input: { type: RankingType; period: string; userId: number }) {
  const { score } = SCORE[input.type];
  const scoreColumn = sql.raw(`c.${score}`);
  return sql`
    with mine as (
      select ${scoreColumn} as score from ${rankingCounters} c
      where c.user_id = ${input.userId} and c.period = ${input.period}
    )
    select u.show_in_rankings as shown, mine.score,
      coalesce((select sum(s.travellers)::int from ${rankingScoreCounts} s
        where s.period = ${input.period} and s.ranking_type = ${input.type}
          and s.score > mine.score), 0) + 1 as rank
    from ${users} u left join mine on true
    where u.id = ${input.userId}`;
}

type RankPosition = { score: number; rank: number | null; shownInRankings: boolean };

export async function rankOf(
  db: Database,
  input: { type: RankingType; period: string; userId: number },
): Promise<RankPosition> {
  const row = rowsOf<{ shown: boolean; score: number | null; rank: number }>(
    await db.execute(rankOfQuery(input)),
  )[0];
  const shownInRankings = row?.shown ?? true;
  if (!row?.score) return { score: 0, rank: null, shownInRankings };
  return { score: row.score, rank: row.rank, shownInRankings };
}
