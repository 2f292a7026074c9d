import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { followCounts, follows, users } from '../db/schema';

/** A traveller whose kept follow counts were not what `follows` says, before the mend. */
export type FollowCountMismatch = {
  userId: number;
  stored: { followers: number; following: number } | null;
  expected: { followers: number; following: number };
};

/**
 * Recounts every traveller's followers and followings from `follows` (the counts the
 * triggers of migration 0012 keep, P9), mends those that differ and returns them: none,
 * when every change kept them as it should.
 */
export async function mendFollowCounts(db: Database): Promise<FollowCountMismatch[]> {
  // Follows wait meanwhile: a follow counted between the recount and the mend would be lost.
  await db.execute(sql`lock table ${follows} in share mode`);
  const result = await db.execute(sql`
    with expected as (
      select u.id as user_id,
        (select count(*)::int from ${follows} f where f.followee_id = u.id) as followers,
        (select count(*)::int from ${follows} f where f.follower_id = u.id) as following
      from ${users} u
    )
    select e.user_id as "userId", e.followers, e.following,
      s.followers as stored_followers, s.following as stored_following
    from expected e left join ${followCounts} s on s.user_id = e.user_id
    where s.user_id is null or s.followers <> e.followers or s.following <> e.following
    order by e.user_id`);
  const rows = rowsOf<{
    userId: number;
    followers: number;
    following: number;
    stored_followers: number | null;
    stored_following: number | null;
  }>(result);
  for (const row of rows) {
    await db.execute(sql`
      insert into ${followCounts} (user_id, followers, following)
      values (${row.userId}, ${row.followers}, ${row.following})
      on conflict (user_id) do update
        set followers = excluded.followers, following = excluded.following`);
  }
  return rows.map((row) => ({
    userId: row.userId,
    stored:
      row.stored_followers === null
        ? null
        : { followers: row.stored_followers, following: row.stored_following ?? 0 },
    expected: { followers: row.followers, following: row.following },
  }));
}
