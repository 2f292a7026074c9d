import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Visibility } from '../../shared/api/visibility';
import type { Database } from '../db/connect';
import { photos, users, visits } from '../db/schema';

export type VisitRow = typeof visits.$inferSelect;
export type NewPhotoRow = Omit<typeof photos.$inferInsert, 'visitId' | 'id'>;

export type VisitValues = {
  userId: number;
  siteId: number;
  rating: number;
  comment: string;
  /** Undefined: a new visit has none, an update keeps its own. */
  notes?: string | undefined;
  visitedDate: string;
  /** Undefined: a new visit is shared to the feed, an update keeps its own. */
  shareToFeed?: boolean | undefined;
  /** Undefined: a new visit takes the owner's default, an update keeps its own. */
  visibility?: Visibility | undefined;
  /** Undefined: a new visit takes `firstState`, an update keeps its own. */
  countryCode?: string | undefined;
  firstState: string | null;
  now: Date;
};

/** One visit per user and site: a second post updates the first. */
export async function upsertVisit(
  db: Database,
  values: VisitValues,
): Promise<{ visit: VisitRow; created: boolean }> {
  const { now, visibility, countryCode, firstState, notes, shareToFeed, ...fields } = values;
  const ownerDefault = sql`(select ${users.defaultVisibility} from ${users} where ${users.id} = ${fields.userId})`;
  const [row] = await db
    .insert(visits)
    .values({
      ...fields,
      notes: notes ?? '',
      shareToFeed: shareToFeed ?? true,
      visibility: visibility ?? ownerDefault,
      countryCode: countryCode ?? firstState,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [visits.userId, visits.siteId],
      set: {
        rating: fields.rating,
        comment: fields.comment,
        visitedDate: fields.visitedDate,
        ...(notes !== undefined && { notes }),
        ...(shareToFeed !== undefined && { shareToFeed }),
        ...(visibility && { visibility }),
        ...(countryCode && { countryCode }),
        updatedAt: now,
      },
    })
    // xmax is 0 for a freshly inserted row and non-zero for an updated one.
    .returning({ ...getTableColumns(visits), inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  const { inserted, ...visit } = row;
  return { visit, created: inserted };
}

/** The /media/ paths of photo rows just deleted: their files may now be unreferenced. */
export type ReleasedMedia = string[];

const releasedPaths = (rows: { path: string; thumbnailPath: string }[]): ReleasedMedia =>
  rows.flatMap((row) => [row.path, row.thumbnailPath]);

/** Replaces the visit's photo (a visit has at most one); answers the files let go of. */
export async function replaceVisitPhoto(
  db: Database,
  visitId: number,
  photo: NewPhotoRow,
): Promise<ReleasedMedia> {
  const old = await db
    .delete(photos)
    .where(eq(photos.visitId, visitId))
    .returning({ path: photos.path, thumbnailPath: photos.thumbnailPath });
  await db.insert(photos).values({ ...photo, visitId });
  return releasedPaths(old).filter((file) => file !== photo.path && file !== photo.thumbnailPath);
}

/** Deletes the visit (its photo goes with it); null when there was none. */
export async function deleteVisit(
  db: Database,
  userId: number,
  siteId: number,
): Promise<{ released: ReleasedMedia } | null> {
  const [visit] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.userId, userId), eq(visits.siteId, siteId)));
  if (!visit) return null;
  const old = await db
    .delete(photos)
    .where(eq(photos.visitId, visit.id))
    .returning({ path: photos.path, thumbnailPath: photos.thumbnailPath });
  await db.delete(visits).where(eq(visits.id, visit.id));
  return { released: releasedPaths(old) };
}
