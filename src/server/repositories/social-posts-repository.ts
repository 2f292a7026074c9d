import { and, desc, eq, inArray, ne, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rowCountLiteral } from '../db/kept-plans';
import { preparedOnce, type ViewerBinding, viewerBinding } from '../db/prepared-reads';
import { follows, users, userVisitCounts, visits } from '../db/schema';
import {
  hasBlocked,
  KEPT_VISIT_COUNT_ROW,
  relationToAuthor,
  type ViewerRef,
  visitOfAuthorVisibleTo,
  visitVisibleTo,
} from './visibility-conditions';
import { type PostEntry, type PostRow, postEntriesWith, postQuery } from './visit-posts-repository';

/**
 * A position in a newest-first list of posts: the last post's created_at in
 * microseconds since the epoch (exact: a JavaScript Date would round it to
 * the millisecond) and its id.
 */
export type PostKey = { micros: string; id: number };

export type FeedKind = 'discover' | 'following' | 'my-posts';

/**
 * Which posts a page lists, before visibility: everyone's, the followees' of the viewer, one
 * author's, or everyone's but the viewer's own (the dashboard).
 */
export type PostScope =
  | { kind: 'everyone' }
  | { kind: 'followees' }
  | { kind: 'author'; authorId: number }
  | { kind: 'others' };

export type PostPageRequest = {
  scope: PostScope;
  viewerId: number | undefined;
  limit: number;
  /** Rows to skip (page numbers); ignored after a key. */
  offset: number;
  after: PostKey | undefined;
};

/**
 * The entries of a page (its posts without their cards). `authorPosts`: on one author's page
 * that found posts, how many of the author's posts the viewer may see
 * (countVisibleUserPosts), read with the page.
 */
export type PostEntriesPage = {
  entries: PostEntry[];
  more: boolean;
  authorPosts?: number | undefined;
};

/** What a prepared page query binds on each call. */
type PageValues = { viewer?: number; author?: number; afterMicros?: string; afterId?: number };

/** A page's variable parts: its values, or the placeholders a prepared query binds them to. */
type PageRefs = {
  viewer: ViewerRef | undefined;
  author: number | Placeholder;
  after: { micros: string | Placeholder; id: number | Placeholder } | undefined;
};

function beforeKey(after: NonNullable<PageRefs['after']>): SQL {
  // A row comparison, which PostgreSQL answers from the (created_at, id) indexes.
  return sql`(${visits.createdAt}, ${visits.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::int)`;
}

function scopeCondition(scope: PostScope, refs: PageRefs): SQL | undefined {
  const viewer = refs.viewer ?? -1;
  switch (scope.kind) {
    case 'everyone':
      return undefined;
    case 'author':
      return eq(visits.userId, refs.author);
    case 'others':
      return ne(visits.userId, viewer);
    case 'followees':
      return inArray(
        visits.userId,
        sql`(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewer})`,
      );
  }
}

/** The posts a feed lists: discover is everyone's, my-posts the viewer's own. */
export function feedScope(kind: FeedKind, viewerId: number | undefined): PostScope {
  if (kind === 'my-posts') return { kind: 'author', authorId: viewerId ?? -1 };
  return kind === 'following' ? { kind: 'followees' } : { kind: 'everyone' };
}

/**
 * Who may see a page's posts. One author's page asks how the viewer stands to that author
 * once for the page (an init plan), rather than for each post against every traveller the
 * viewer follows or has blocked (a hashed list as long as those).
 */
function pageVisibility(page: PostPageRequest, refs: PageRefs): SQL {
  if (page.scope.kind !== 'author' || refs.viewer === undefined) return visitVisibleTo(refs.viewer);
  return visitOfAuthorVisibleTo(refs.viewer, relationToAuthor(refs.viewer, sql`${refs.author}`));
}

function pageStatement(db: Database, page: PostPageRequest, refs: PageRefs) {
  const conditions = [scopeCondition(page.scope, refs), pageVisibility(page, refs)];
  if (refs.after) conditions.push(beforeKey(refs.after));
  // One author's page carries the count of their posts the viewer may see: the same on
  // every row and worked out once (an init plan), it saves the page a statement (P7).
  const authorPosts =
    page.scope.kind === 'author'
      ? sql<number | null>`(${userPostsCountStatement(db, refs.viewer, refs.author)})`
      : sql<null>`null`;
  return postEntriesWith(db, refs.viewer, and(...conditions), { authorPosts })
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(pageSizeLiteral(page.limit + 1))
    .offset(page.after ? 0 : page.offset);
}

/** The page size as a literal of the statement's text (P10). */
function pageSizeLiteral(size: number): number {
  // Drizzle writes a limit given as an SQL chunk as it is (pg-core's dialect).
  return rowCountLiteral(size) as unknown as number;
}

/** The query of a page of posts, newest first, with its values; exported so tests can read its plan. */
export function postPageQuery(db: Database, page: PostPageRequest) {
  return pageStatement(db, page, {
    viewer: page.viewerId,
    author: page.scope.kind === 'author' ? page.scope.authorId : -1,
    after: page.after,
  });
}

/**
 * Pages of posts are the most read queries (P7): each shape (scope, signed in or not, after
 * a key or not, page size, bounded by the API) is built and prepared once per database
 * (prepared-reads.ts), and only the viewer, the author and the key change between calls; the
 * database keeps its plan (P10). Page numbers past the first vary without bound, so those
 * pages are built each time instead.
 */
function preparedPage(db: Database, page: PostPageRequest, viewer: ViewerBinding) {
  const name = `posts_${page.scope.kind}_${viewer.shape}_${page.after ? 'after' : 'first'}_${page.limit}`;
  return preparedOnce(db, name, (preparedName) =>
    pageStatement(db, page, {
      viewer: viewer.ref,
      author: sql.placeholder('author'),
      after: page.after
        ? { micros: sql.placeholder('afterMicros'), id: sql.placeholder('afterId') }
        : undefined,
    }).prepare(preparedName),
  );
}

/** A page's entries, newest first; services/post-pages.ts adds each post's card. */
export async function listPostEntries(
  db: Database,
  page: PostPageRequest,
): Promise<PostEntriesPage> {
  const viewer = viewerBinding(page.viewerId);
  const values: PageValues = {
    ...viewer.values,
    ...(page.scope.kind === 'author' ? { author: page.scope.authorId } : {}),
    ...(page.after ? { afterMicros: page.after.micros, afterId: page.after.id } : {}),
  };
  const found =
    page.after || page.offset === 0
      ? await preparedPage(db, page, viewer).execute(values)
      : await postPageQuery(db, page);
  const more = found.length > page.limit;
  const entries = found.slice(0, page.limit);
  return { entries, more, authorPosts: found[0]?.authorPosts ?? undefined };
}

/**
 * The author's kept visit counts (P9) that the viewer may see as posts, summed: a few rows
 * however many posts they have, picked by the same rule as the page's posts.
 */
function userPostsCountStatement(
  db: Database,
  viewer: ViewerRef | undefined,
  author: number | Placeholder = sql.placeholder('author'),
) {
  const relation = viewer === undefined ? undefined : relationToAuthor(viewer, sql`${users.id}`);
  return db
    .select({ n: sql<number>`coalesce(sum(${userVisitCounts.visits}), 0)::int` })
    .from(users)
    .leftJoin(
      userVisitCounts,
      and(
        eq(userVisitCounts.userId, users.id),
        visitOfAuthorVisibleTo(viewer, relation, true, KEPT_VISIT_COUNT_ROW),
      ),
    )
    .where(and(eq(users.id, author), not(hasBlocked(sql`${users.id}`, viewer))))
    .groupBy(users.id);
}

/**
 * The count of a posts page is read on every page, so like the page itself (P7) it is built
 * and prepared once per database for visitors and once for signed-in viewers.
 */
function preparedCount(db: Database, viewer: ViewerBinding) {
  return preparedOnce(db, `user_posts_count_${viewer.shape}`, (name) =>
    userPostsCountStatement(db, viewer.ref).prepare(name),
  );
}

/**
 * How many of a user's posts the viewer may see, or undefined when the viewer may not see
 * the user at all (no such user, or one who blocked them): a posts page's check and count
 * in one read.
 */
export async function countVisibleUserPosts(
  db: Database,
  userId: number,
  viewerId: number | undefined,
): Promise<number | undefined> {
  const viewer = viewerBinding(viewerId);
  const [row] = await preparedCount(db, viewer).execute({ author: userId, ...viewer.values });
  return row?.n;
}

/** One post, if it exists and the viewer may see it. */
export async function findVisiblePost(
  db: Database,
  postId: number,
  viewerId: number | undefined,
): Promise<PostRow | undefined> {
  const [row] = await postQuery(db, viewerId, and(eq(visits.id, postId), visitVisibleTo(viewerId)));
  return row;
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
