import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { comments, likes, postCounts, visits } from '../db/schema';

/** What a post's kept counts hold: its likes and its comments. */
export type PostCounts = { likes: number; comments: number };

/** A post whose kept counts were not what `likes` and `comments` say, before the mend. */
export type PostCountMismatch = {
  visitId: number;
  stored: PostCounts | null;
  expected: PostCounts;
};

/**
 * Recounts every post's likes and comments (the counts the triggers of migration 0013 keep,
 * P9), mends those that differ and returns them as they were: none, when every change kept
 * them as it should. One statement: the mend writes the rows the recount found, and the
 * answer reads them from before it.
 */
export async function mendPostCounts(db: Database): Promise<PostCountMismatch[]> {
  // Likes and comments wait meanwhile: one counted between the recount and the mend would
  // be lost.
  await db.execute(sql`lock table ${likes}, ${comments} in share mode`);
  const result = await db.execute(sql`
    with expected as (
      select v.id as visit_id,
        (select count(*)::int from ${likes} l where l.visit_id = v.id) as likes,
        (select count(*)::int from ${comments} c where c.visit_id = v.id) as comments
      from ${visits} v
    ), differing as (
      select e.visit_id, e.likes, e.comments,
        s.likes as stored_likes, s.comments as stored_comments
      from expected e left join ${postCounts} s on s.visit_id = e.visit_id
      where s.visit_id is null or s.likes <> e.likes or s.comments <> e.comments
    ), mended as (
      insert into ${postCounts} (visit_id, likes, comments)
      select visit_id, likes, comments from differing
      on conflict (visit_id) do update set likes = excluded.likes, comments = excluded.comments
    )
    select visit_id as "visitId", likes, comments, stored_likes, stored_comments
    from differing order by visit_id`);
  return rowsOf<{
    visitId: number;
    likes: number;
    comments: number;
    stored_likes: number | null;
    stored_comments: number | null;
  }>(result).map((row) => ({
    visitId: row.visitId,
    stored:
      row.stored_likes === null
        ? null
        : { likes: row.stored_likes, comments: row.stored_comments ?? 0 },
    expected: { likes: row.likes, comments: row.comments },
  }));
}
