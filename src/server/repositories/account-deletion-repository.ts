import { eq, isNotNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { comments, follows, likes, photos, users, visits } from '../db/schema';

/**
 * The other travellers whose social badges count something of this user's (docs/COUNTING.md
 * C8): whom they follow (followers), whose posts they liked (likes received), and who
 * commented on their posts (comments written: those comments go with the posts).
 */
export async function othersCountingOn(db: Database, userId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select ${follows.followeeId} as id from ${follows} where ${follows.followerId} = ${userId}
    union
    select ${visits.userId} from ${likes} join ${visits} on ${visits.id} = ${likes.visitId}
      where ${likes.userId} = ${userId}
    union
    select ${comments.userId} from ${comments} join ${visits} on ${visits.id} = ${comments.visitId}
      where ${visits.userId} = ${userId} and ${comments.userId} is not null`);
  return rowsOf<{ id: number }>(result)
    .map((row) => row.id)
    .filter((id) => id !== userId)
    .sort((a, b) => a - b);
}

/** The /media/ paths of the user's visit photos, their thumbnails and their avatar. */
export async function mediaOfUser(db: Database, userId: number): Promise<string[]> {
  const shots = await db
    .select({ path: photos.path, thumbnail: photos.thumbnailPath })
    .from(photos)
    .innerJoin(visits, eq(visits.id, photos.visitId))
    .where(eq(visits.userId, userId));
  const [user] = await db
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  const paths = shots.flatMap((shot) => [shot.path, shot.thumbnail]);
  if (user?.picture) paths.push(user.picture);
  return [...new Set(paths)];
}

/**
 * Empties the user's comments that someone else replied to (at any depth) into authorless
 * tombstones, so the replies stay: deleting them would take the replies with them.
 */
export async function tombstoneRepliedComments(db: Database, userId: number): Promise<void> {
  await db.execute(sql`
    with recursive thread(id, root) as (
      select id, id from ${comments} where user_id = ${userId}
      union all
      select reply.id, thread.root from ${comments} reply join thread on reply.parent_id = thread.id
    )
    update ${comments} set user_id = null, content = '', client_id = null
    where id in (
      select thread.root from thread join ${comments} c on c.id = thread.id
      where c.user_id is distinct from ${userId}
    )`);
}

/** The comments the user's remaining comments reply to (tombstones among them may empty). */
export async function parentsOfCommentsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ parentId: comments.parentId })
    .from(comments)
    .where(sql`${comments.userId} = ${userId} and ${isNotNull(comments.parentId)}`);
  return rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId]));
}

/**
 * Deletes the user's row; the database's cascades take every row that names them (visits
 * with their photos, likes and comments, wishlist, likes, comments, follows, blocks, badges,
 * ranking counters, sessions, mailed-link tokens, idempotency records). False when it was gone.
 */
export async function deleteUserRow(db: Database, userId: number): Promise<boolean> {
  const gone = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return gone.length > 0;
}
