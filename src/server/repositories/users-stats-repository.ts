import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { sites, visits } from '../db/schema';

export type VisitStats = {
  visitedSites: number;
  countriesVisited: number;
  cultural: number;
  natural: number;
  mixed: number;
};

/** A user's visits to sites still on the list, by type, and the states they lie in. */
export async function userVisitStats(db: Database, userId: number): Promise<VisitStats> {
  const result = await db.execute(sql`
    select
      count(*)::int as visited_sites,
      count(*) filter (where ${sites.category} = 'cultural')::int as cultural,
      count(*) filter (where ${sites.category} = 'natural')::int as natural,
      count(*) filter (where ${sites.category} = 'mixed')::int as mixed,
      (select count(distinct c.code)::int
         from ${visits} v2
         join ${sites} s2 on s2.id = v2.site_id
         cross join unnest(s2.iso_codes) as c(code)
        where v2.user_id = ${userId} and s2.listed) as countries_visited
    from ${visits}
    join ${sites} on ${sites.id} = ${visits.siteId}
    where ${visits.userId} = ${userId} and ${sites.listed}`);
  type Row = {
    visited_sites: number;
    countries_visited: number;
    cultural: number;
    natural: number;
    mixed: number;
  };
  const row = rowsOf<Row>(result)[0];
  return {
    visitedSites: row?.visited_sites ?? 0,
    countriesVisited: row?.countries_visited ?? 0,
    cultural: row?.cultural ?? 0,
    natural: row?.natural ?? 0,
    mixed: row?.mixed ?? 0,
  };
}

export type SiteTotals = { total: number; cultural: number; natural: number; mixed: number };

export async function listedSiteTotals(db: Database): Promise<SiteTotals> {
  const result = await db.execute(sql`
    select
      count(*)::int as total,
      count(*) filter (where ${sites.category} = 'cultural')::int as cultural,
      count(*) filter (where ${sites.category} = 'natural')::int as natural,
      count(*) filter (where ${sites.category} = 'mixed')::int as mixed
    from ${sites}
    where ${sites.listed}`);
  const row = rowsOf<SiteTotals>(result)[0];
  return {
    total: row?.total ?? 0,
    cultural: row?.cultural ?? 0,
    natural: row?.natural ?? 0,
    mixed: row?.mixed ?? 0,
  };
}
