import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { comments, follows, likes, photos, sites, users, visits } from '../db/schema';
import type { ViewerRef } from './visibility-conditions';

/** A visit with everything its post shows: author, site, photo, counts. */
export type VisitPostRow = {
  visit: typeof visits.$inferSelect;
  author: {
    id: number;
    username: string;
    displayName: string;
    profilePicture: string | null;
  };
  site: {
    id: number;
    nameJa: string;
    nameEn: string;
    statesJa: string[];
    category: 'cultural' | 'natural' | 'mixed';
    listed: boolean;
  };
  photos: (typeof photos.$inferSelect)[];
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  /** The viewer follows the author (false for visitors and on one's own posts). */
  followsAuthor: boolean;
  /** created_at in microseconds since the epoch, exact: the key of keyset pages. */
  cursorMicros: string;
};

/** Posts with author, site and counts; the caller adds visibility, order and paging. */
export function postQuery(db: Database, viewerId: ViewerRef | undefined, where: SQL | undefined) {
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
  return db
    .select({
      visit: visits,
      author: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      },
      site: {
        id: sites.id,
        nameJa: sites.nameJa,
        nameEn: sites.nameEn,
        statesJa: sites.statesJa,
        category: sites.category,
        listed: sites.listed,
      },
      likesCount: sql<number>`(select count(*)::int from ${likes} where ${likes.visitId} = ${visits.id})`,
      commentsCount: sql<number>`(select count(*)::int from ${comments} where ${comments.visitId} = ${visits.id})`,
      isLiked,
      followsAuthor,
      cursorMicros: sql<string>`(extract(epoch from ${visits.createdAt}) * 1000000)::bigint::text`,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .innerJoin(sites, eq(sites.id, visits.siteId))
    .where(where);
}

/**
 * The photos of some visits, prepared once per database: one array parameter rather than a
 * parameter per post, since the embedded database pays for each parameter (docs/PERF.md P7).
 */
const photosOfVisits = new WeakMap<Database, ReturnType<typeof preparePhotosOfVisits>>();

function preparePhotosOfVisits(db: Database) {
  return db
    .select()
    .from(photos)
    .where(sql`${photos.visitId} = any(${sql.placeholder('visitIds')}::int[])`)
    .orderBy(asc(photos.id))
    .prepare('photos_of_visits');
}

export async function withPhotos(
  db: Database,
  rows: Omit<VisitPostRow, 'photos'>[],
): Promise<VisitPostRow[]> {
  if (rows.length === 0) return [];
  let prepared = photosOfVisits.get(db);
  if (!prepared) {
    prepared = preparePhotosOfVisits(db);
    photosOfVisits.set(db, prepared);
  }
  const found = await prepared.execute({ visitIds: rows.map((r) => r.visit.id) });
  return rows.map((row) => ({ ...row, photos: found.filter((p) => p.visitId === row.visit.id) }));
}

export async function findVisitPost(
  db: Database,
  visitId: number,
  viewerId: number | undefined,
): Promise<VisitPostRow | undefined> {
  const rows = await postQuery(db, viewerId, eq(visits.id, visitId));
  return (await withPhotos(db, rows))[0];
}

/** A user's own visits, newest first. */
export async function listVisitPostsOfUser(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: VisitPostRow[] }> {
  const where = and(eq(visits.userId, userId));
  const [totalRow] = await db.select({ total: count() }).from(visits).where(where);
  const rows = await postQuery(db, userId, where)
    .orderBy(desc(visits.updatedAt), desc(visits.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows: await withPhotos(db, rows) };
}
