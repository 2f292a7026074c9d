import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { sites, userVisitCounts, visits } from '../db/schema';

/** What one kept count of a traveller's visits counts (a row of user_visit_counts, P9). */
export type UserVisitCountKey = Omit<typeof userVisitCounts.$inferSelect, 'visits'>;

/** A kept count that was not what the visits say, before the mend. */
export type UserVisitCountMismatch = UserVisitCountKey & { stored: number; expected: number };

/**
 * Recounts every traveller's visits by visibility, sharing, listing and country (the counts
 * the trigger of migration 0015 keeps, P9), mends those that differ and returns them as they
 * were: none, when every change kept them as it should. Sites that changed (the List's own
 * changes, which no trigger follows) show here. One statement: the mend writes what the
 * recount found, and the answer reads it from before. Rows that hold 0 are as good as none.
 */
export async function mendUserVisitCounts(db: Database): Promise<UserVisitCountMismatch[]> {
  // Visits wait meanwhile: one counted between the recount and the mend would be lost.
  await db.execute(sql`lock table ${visits} in share mode`);
  const result = await db.execute(sql`
    with expected as (
      select v.user_id, v.visibility, v.share_to_feed as shared, s.listed,
        user_visit_country(v.country_code, s.iso_codes) as country, count(*)::int as visits
      from ${visits} v join ${sites} s on s.id = v.site_id
      group by 1, 2, 3, 4, 5
    ), differing as (
      select coalesce(e.user_id, k.user_id) as user_id,
        coalesce(e.visibility, k.visibility) as visibility,
        coalesce(e.shared, k.shared) as shared, coalesce(e.listed, k.listed) as listed,
        coalesce(e.country, k.country) as country,
        coalesce(k.visits, 0) as stored, coalesce(e.visits, 0) as expected
      from expected e
      full join ${userVisitCounts} k on (k.user_id, k.visibility, k.shared, k.listed, k.country)
        = (e.user_id, e.visibility, e.shared, e.listed, e.country)
      where coalesce(k.visits, 0) <> coalesce(e.visits, 0)
    ), mended as (
      insert into ${userVisitCounts} (user_id, visibility, shared, listed, country, visits)
      select user_id, visibility, shared, listed, country, expected from differing
      on conflict (user_id, visibility, shared, listed, country)
      do update set visits = excluded.visits
    )
    select user_id as "userId", visibility, shared, listed, country, stored, expected
    from differing order by user_id, visibility, shared, listed, country`);
  return rowsOf<UserVisitCountMismatch>(result);
}
