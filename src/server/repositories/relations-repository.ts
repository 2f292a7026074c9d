import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
import { blocks, followCounts, follows, likes, postCounts, users } from '../db/schema';

/** Follows, blocks and likes: each says a state, so writing it twice changes nothing. */

export async function insertFollow(
  db: Database,
  followerId: number,
  followeeId: number,
  now: Date,
) {
  await db.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
}

export async function deleteFollow(db: Database, followerId: number, followeeId: number) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** The kept count (P9), as the triggers left it after this transaction's own changes. */
export async function followersCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: followCounts.followers })
    .from(followCounts)
    .where(eq(followCounts.userId, userId));
  return row?.n ?? 0;
}

/**
 * Whether a traveller exists and the blocks between them and the actor either way: what a
 * follow checks before it runs, in one statement (docs/PERF.md P7).
 */
export async function standingTowards(
  db: Database,
  actorId: number,
  targetId: number,
): Promise<{ exists: boolean; blockedByTarget: boolean; blockingTarget: boolean }> {
  const blocking = (blockerId: number, blockedId: number) =>
    sql`exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
  const [row] = rowsOf<{ exists: boolean; blocked_by_target: boolean; blocking_target: boolean }>(
    await db.execute(sql`select
      exists (select 1 from ${users} where ${users.id} = ${targetId}) as exists,
      ${blocking(targetId, actorId)} as blocked_by_target,
      ${blocking(actorId, targetId)} as blocking_target`),
  );
  return {
    exists: row?.exists ?? false,
    blockedByTarget: row?.blocked_by_target ?? false,
    blockingTarget: row?.blocking_target ?? false,
  };
}

/** Blocks, and ends the follows between the two in both directions. */
export async function insertBlock(db: Database, blockerId: number, blockedId: number, now: Date) {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
      ),
    );
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function listBlocked(
  db: Database,
  blockerId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(blocks.blockerId, blockerId);
  const [total] = await db.select({ n: count() }).from(blocks).where(where);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(where)
    .orderBy(desc(blocks.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

export async function insertLike(db: Database, userId: number, visitId: number, now: Date) {
  await db.insert(likes).values({ userId, visitId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(db: Database, userId: number, visitId: number) {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.visitId, visitId)));
}

/** Whether the user likes the post, and its kept likes count (P9) after this transaction. */
export async function likeState(db: Database, userId: number, visitId: number) {
  const [row] = await db
    .select({
      count: postCounts.likes,
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.visitId} = ${visitId})`,
    })
    .from(postCounts)
    .where(eq(postCounts.visitId, visitId));
  return { count: row?.count ?? 0, liked: row?.liked ?? false };
}
