import { sql } from 'drizzle-orm';
import type { CommunityFigures } from '../../shared/api/ranking';
import { ALL_TIME_KEY } from '../../shared/collecting/periods';
import { type Database, rowsOf } from '../db/connect';
import { rankingCounters, sites } from '../db/schema';

/** Sites on the List, travellers with a counted visit, and their counted visits. */
export async function communityTotals(db: Database): Promise<CommunityFigures> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${sites} where ${sites.listed}) as sites,
      count(*)::int as travellers,
      coalesce(sum(${rankingCounters.totalVisits}), 0)::int as visits
    from ${rankingCounters}
    where ${rankingCounters.period} = ${ALL_TIME_KEY}`);
  const row = rowsOf<CommunityFigures>(result)[0];
  return { sites: row?.sites ?? 0, travellers: row?.travellers ?? 0, visits: row?.visits ?? 0 };
}
