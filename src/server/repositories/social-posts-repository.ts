import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { follows, visits } from '../db/schema';
import { visitVisibleTo } from './visibility-conditions';
import { postQuery, type VisitPostRow, withPhotos } from './visit-posts-repository';

/**
 * A position in a newest-first list of posts: the last post's created_at in
 * microseconds since the epoch (exact: a JavaScript Date would round it to
 * the millisecond) and its id.
 */
export type PostKey = { micros: string; id: number };

export type FeedKind = 'discover' | 'following' | 'my-posts';

export type PostPageRequest = {
  viewerId: number | undefined;
  limit: number;
  /** Rows to skip (page numbers); ignored after a key. */
  offset: number;
  after: PostKey | undefined;
};

export type PostPage = { rows: VisitPostRow[]; more: boolean };

function beforeKey(key: PostKey): SQL {
  // A row comparison, which PostgreSQL answers from the (created_at, id) indexes.
  return sql`(${visits.createdAt}, ${visits.id}) < (timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond', ${key.id}::int)`;
}

/** The condition that picks a feed's posts (before visibility). */
export function feedCondition(kind: FeedKind, viewerId: number | undefined): SQL | undefined {
  if (kind === 'my-posts') return eq(visits.userId, viewerId ?? -1);
  if (kind === 'following') {
    return inArray(
      visits.userId,
      sql`(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId ?? -1})`,
    );
  }
  return undefined;
}

/** The query of a page of posts, newest first; exported so tests can read its plan. */
export function postPageQuery(db: Database, where: SQL | undefined, page: PostPageRequest) {
  const conditions = [where, visitVisibleTo(page.viewerId)];
  if (page.after) conditions.push(beforeKey(page.after));
  return postQuery(db, page.viewerId, and(...conditions))
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(page.limit + 1)
    .offset(page.after ? 0 : page.offset);
}

export async function listPosts(
  db: Database,
  where: SQL | undefined,
  page: PostPageRequest,
): Promise<PostPage> {
  const found = await postPageQuery(db, where, page);
  const more = found.length > page.limit;
  const rows = found.slice(0, page.limit);
  return { rows: await withPhotos(db, rows), more };
}

/** How many of a user's posts the viewer may see. */
export async function countUserPosts(
  db: Database,
  userId: number,
  viewerId: number | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.userId, userId), visitVisibleTo(viewerId)));
  return row?.n ?? 0;
}

/** One post, if it exists and the viewer may see it. */
export async function findVisiblePost(
  db: Database,
  postId: number,
  viewerId: number | undefined,
): Promise<VisitPostRow | undefined> {
  const rows = await postQuery(db, viewerId, and(eq(visits.id, postId), visitVisibleTo(viewerId)));
  return (await withPhotos(db, rows))[0];
}

/** A post's author, when the post exists and the viewer may see it. */
export async function visiblePostAuthor(
  db: Database,
  postId: number,
  viewerId: number | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: visits.userId })
    .from(visits)
    .where(and(eq(visits.id, postId), visitVisibleTo(viewerId)));
  return row?.userId;
}

export async function postExists(db: Database, postId: number): Promise<boolean> {
  const rows = await db.select({ id: visits.id }).from(visits).where(eq(visits.id, postId));
  return rows.length > 0;
}
