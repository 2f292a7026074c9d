import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { comments, users, visits } from '../db/schema';
import { commentAuthorVisibleTo } from './visibility-conditions';

export type CommentRow = {
  id: number;
  /** Null for a tombstone: its author deleted their account (schema/social-tables.ts). */
  userId: number | null;
  visitId: number | null;
  siteId: number | null;
  parentId: number | null;
  content: string;
  clientId: string | null;
  createdAt: Date;
  author: {
    id: number;
    username: string;
    displayName: string;
    profilePicture: string | null;
  } | null;
  repliesCount: number;
  /** The owner of the post the comment is on, or null on a site. */
  postOwnerId: number | null;
};

const replies = sql.raw('replies');

function commentQuery(db: Database, where: SQL | undefined, viewerId: number | undefined) {
  return db
    .select({
      id: comments.id,
      userId: comments.userId,
      visitId: comments.visitId,
      siteId: comments.siteId,
      parentId: comments.parentId,
      content: comments.content,
      clientId: comments.clientId,
      createdAt: comments.createdAt,
      author: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      },
      repliesCount: sql<number>`(select count(*)::int from ${comments} ${replies}
        where ${replies}.parent_id = ${comments.id}
          and ${commentAuthorVisibleTo(sql`${replies}.user_id`, viewerId)})`,
      postOwnerId: sql<
        number | null
      >`(select ${visits.userId} from ${visits} where ${visits.id} = ${comments.visitId})`,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(where, commentAuthorVisibleTo(sql`${comments.userId}`, viewerId)));
}

export type CommentList = { total: number; rows: CommentRow[] };

/** The top-level comments of a post (oldest first) or of a site (newest first), or a comment's replies. */
export async function listComments(
  db: Database,
  target: { visitId: number } | { siteId: number } | { parentId: number },
  viewerId: number | undefined,
  page: { limit: number; offset: number },
): Promise<CommentList> {
  const where =
    'visitId' in target
      ? and(eq(comments.visitId, target.visitId), isNull(comments.parentId))
      : 'siteId' in target
        ? and(eq(comments.siteId, target.siteId), isNull(comments.parentId))
        : eq(comments.parentId, target.parentId);
  const visible = and(where, commentAuthorVisibleTo(sql`${comments.userId}`, viewerId));
  const [total] = await db.select({ n: count() }).from(comments).where(visible);
  const order =
    'siteId' in target
      ? [desc(comments.createdAt), desc(comments.id)]
      : [asc(comments.createdAt), asc(comments.id)];
  const rows = await commentQuery(db, where, viewerId)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

export async function findComment(
  db: Database,
  id: number,
  viewerId: number | undefined,
): Promise<CommentRow | undefined> {
  const [row] = await commentQuery(db, eq(comments.id, id), viewerId);
  return row;
}

/** The comment the user made with this client id, if any. */
export async function findCommentByClientId(
  db: Database,
  userId: number,
  clientId: string,
): Promise<CommentRow | undefined> {
  const [row] = await commentQuery(
    db,
    and(eq(comments.userId, userId), eq(comments.clientId, clientId)),
    userId,
  );
  return row;
}

export type NewComment = {
  userId: number;
  visitId?: number;
  siteId?: number;
  parentId?: number;
  content: string;
  clientId?: string;
  now: Date;
};

/** Inserts the comment; undefined when the user already made one with this client id. */
export async function insertComment(db: Database, c: NewComment): Promise<number | undefined> {
  const [row] = await db
    .insert(comments)
    .values({
      userId: c.userId,
      visitId: c.visitId ?? null,
      siteId: c.siteId ?? null,
      parentId: c.parentId ?? null,
      content: c.content,
      clientId: c.clientId ?? null,
      createdAt: c.now,
    })
    .onConflictDoNothing()
    .returning({ id: comments.id });
  return row?.id;
}

export async function deleteComment(db: Database, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

/**
 * Deletes the tombstone `id` once its last reply is gone, and so on up the thread: it
 * stayed only to hold replies.
 */
export async function pruneTombstones(db: Database, id: number | null): Promise<void> {
  let next = id;
  while (next !== null) {
    const [gone] = await db
      .delete(comments)
      .where(
        and(
          eq(comments.id, next),
          isNull(comments.userId),
          sql`not exists (select 1 from ${comments} ${replies} where ${replies}.parent_id = ${next})`,
        ),
      )
      .returning({ parentId: comments.parentId });
    next = gone?.parentId ?? null;
  }
}
