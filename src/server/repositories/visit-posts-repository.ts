import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedOnce } from '../db/prepared-reads';
import { follows, likes, photos, postCounts, sites, users, visits } from '../db/schema';
import { SITE_SUMMARY_FIELDS, type SiteSummaryRow } from './sites-repository';
import type { ViewerRef } from './visibility-conditions';

/** What a post shows of one of its photos. */
export type PostPhoto = Pick<
  typeof photos.$inferSelect,
  'path' | 'thumbnailPath' | 'width' | 'height'
>;

/** What a post shows of its visit: never the private notes, nor what only the owner edits. */
const POST_VISIT_FIELDS = {
  id: visits.id,
  rating: visits.rating,
  comment: visits.comment,
  visitedDate: visits.visitedDate,
  visibility: visits.visibility,
  createdAt: visits.createdAt,
};

type PostVisit = Pick<typeof visits.$inferSelect, keyof typeof POST_VISIT_FIELDS>;

/** A post as others see it, with everything it shows: author, site, photo, counts. */
export type PostRow = {
  visit: PostVisit;
  author: {
    id: number;
    username: string;
    displayName: string;
    profilePicture: string | null;
  };
  site: SiteSummaryRow;
  photos: PostPhoto[];
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  /** The viewer follows the author (false for visitors and on one's own posts). */
  followsAuthor: boolean;
  /** created_at in microseconds since the epoch, exact: the key of keyset pages. */
  cursorMicros: string;
};

/**
 * What a post shows that is the same for every viewer and changes rarely: its visit, author,
 * site and photos. Instances keep these (services/post-cards.ts), so pages read them only
 * for posts they have not shown lately.
 */
export type PostCard = Pick<PostRow, 'visit' | 'author' | 'site' | 'photos'>;

/**
 * What a page of posts reads for each post on every call: which post, its place in the
 * list, its kept counts and the viewer's relations to it.
 */
export type PostEntry = Omit<PostRow, keyof PostCard> & { id: number };

/** A visit as its owner sees it: the post and every field of the visit, notes included. */
export type VisitPostRow = Omit<PostRow, 'visit'> & { visit: typeof visits.$inferSelect };

/**
 * The post's photos in the order they were added, read with the post: a page of posts is
 * one statement rather than a second for its photos (P7: each statement is a round trip to
 * PostgreSQL, and on PGlite a turn of the app's only thread).
 */
const photosOfPost = sql<PostPhoto[]>`(select coalesce(json_agg(json_build_object(
    'path', ${photos.path}, 'thumbnailPath', ${photos.thumbnailPath},
    'width', ${photos.width}, 'height', ${photos.height}) order by ${photos.id}), '[]'::json)
  from ${photos} where ${photos.visitId} = ${visits.id})`;

/**
 * Posts with author, site, photos and counts; the caller adds visibility, order and paging.
 * A page of posts reads only what a post shows (P7: each column is parsed and mapped for
 * every post of every page), and others' private notes never leave the database.
 */
export function postQuery(db: Database, viewerId: ViewerRef | undefined, where: SQL | undefined) {
  return postsWith(db, POST_VISIT_FIELDS, viewerId, where);
}

/** The owner's own visits as posts, with every field of the visit. */
function ownVisitQuery(db: Database, userId: number, where: SQL | undefined) {
  return postsWith(db, getTableColumns(visits), userId, where);
}

/**
 * The entries of posts (PostEntry), with the caller's extra columns; the caller adds
 * visibility, order and paging. No author, site or photos: their cards come apart.
 */
export function postEntriesWith<Extra extends Record<string, SQL>>(
  db: Database,
  viewerId: ViewerRef | undefined,
  where: SQL | undefined,
  extra: Extra,
) {
  return db
    .select({ ...extra, id: visits.id, ...perViewerFields(viewerId) })
    .from(visits)
    .where(where);
}

/** The cards of some visits, whoever may see them: the caller has picked the ids. */
export function postCardsQuery(db: Database, ids: number[] | Placeholder) {
  const idList = Array.isArray(ids) ? sql.param(ids) : ids;
  return db
    .select(cardFields(POST_VISIT_FIELDS))
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .innerJoin(sites, eq(sites.id, visits.siteId))
    .where(sql`${visits.id} = any(${idList}::int[])`);
}

/** The cards of some visits, by one statement prepared once per database (P7, P10). */
export async function readPostCards(db: Database, ids: number[]): Promise<PostCard[]> {
  if (ids.length === 0) return [];
  const query = preparedOnce(db, 'post_cards_of_ids', (name) =>
    postCardsQuery(db, sql.placeholder('ids')).prepare(name),
  );
  return query.execute({ ids });
}

function cardFields<VisitFields extends Partial<typeof visits._.columns>>(
  visitFields: VisitFields,
) {
  return {
    visit: visitFields,
    author: {
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
    },
    site: SITE_SUMMARY_FIELDS,
    photos: photosOfPost,
  };
}

/** A post's kept count (post_counts), as a lookup for each post the statement answers. */
const keptCount = (count: typeof postCounts.likes | typeof postCounts.comments) =>
  sql<number>`coalesce((select ${count} from ${postCounts} where ${postCounts.visitId} = ${visits.id}), 0)`;

function perViewerFields(viewerId: ViewerRef | undefined) {
  // `offset 0` keeps each check a lookup per post shown. Without it the planner may read all
  // of the viewer's likes or followings into a hash instead, once per page: quick for most,
  // but a page for someone who likes or follows thousands would read every one of them, and
  // a plan kept for any viewer (P10) cannot tell who is asking.
  const isLiked =
    viewerId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${likes} where ${likes.visitId} = ${visits.id} and ${likes.userId} = ${viewerId} offset 0)`;
  const followsAuthor =
    viewerId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${visits.userId} offset 0)`;
  return {
    // Kept counts (P9): a post liked or commented on by thousands reads one row. Read for
    // the posts shown only, like the checks above: as a join, the following feed read the
    // counts of every post of every followee before sorting them to keep a page (P8).
    likesCount: keptCount(postCounts.likes),
    commentsCount: keptCount(postCounts.comments),
    isLiked,
    followsAuthor,
    cursorMicros: sql<string>`(extract(epoch from ${visits.createdAt}) * 1000000)::bigint::text`,
  };
}

function postsWith<VisitFields extends Partial<typeof visits._.columns>>(
  db: Database,
  visitFields: VisitFields,
  viewerId: ViewerRef | undefined,
  where: SQL | undefined,
) {
  return db
    .select({ ...cardFields(visitFields), ...perViewerFields(viewerId) })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .innerJoin(sites, eq(sites.id, visits.siteId))
    .where(where);
}

/** The owner's visit as their post, notes included. */
export async function findVisitPost(
  db: Database,
  visitId: number,
  userId: number,
): Promise<VisitPostRow | undefined> {
  const [row] = await ownVisitQuery(
    db,
    userId,
    and(eq(visits.id, visitId), eq(visits.userId, userId)),
  );
  return row;
}

/** A user's own visits, newest first. */
export async function listVisitPostsOfUser(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: VisitPostRow[] }> {
  const where = and(eq(visits.userId, userId));
  const [totalRow] = await db.select({ total: count() }).from(visits).where(where);
  const rows = await ownVisitQuery(db, userId, where)
    .orderBy(desc(visits.updatedAt), desc(visits.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows };
}
