import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { sites } from '../db/schema';

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
