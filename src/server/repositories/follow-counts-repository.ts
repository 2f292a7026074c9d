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
 * triggers of migration 0012 keep, P9), mends those that differ and returns them as they
 * were: none, when every change kept them as it should. One statement: the mend writes the
 * rows the recount found, and the answer reads them from before it.
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
    ), differing as (
      select e.user_id, e.followers, e.following,
        s.followers as stored_followers, s.following as stored_following
      from expected e left join ${followCounts} s on s.user_id = e.user_id
      where s.user_id is null or s.followers <> e.followers or s.following <> e.following
    ), mended as (
      insert into ${followCounts} (user_id, followers, following)
      select user_id, followers, following from differing
      on conflict (user_id) do update
        set followers = excluded.followers, following = excluded.following
    )
    select user_id as "userId", followers, following, stored_followers, stored_following
    from differing order by user_id`);
  return rowsOf<{
    userId: number;
    followers: number;
    following: number;
    stored_followers: number | null;
    stored_following: number | null;
  }>(result).map((row) => ({
    userId: row.userId,
    stored:
      row.stored_followers === null
        ? null
        : { followers: row.stored_followers, following: row.stored_following ?? 0 },
    expected: { followers: row.followers, following: row.following },
  }));
}
