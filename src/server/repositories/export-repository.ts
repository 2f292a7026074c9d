import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { photos, sites, visits, wishlistItems } from '../db/schema';

/** Rows per read: the export holds one page at a time, whatever the account's size. */
export const EXPORT_PAGE_ROWS = 200;

export type ExportVisitRow = {
  id: number;
  siteId: number;
  nameJa: string;
  nameEn: string;
  listed: boolean;
  countryCode: string | null;
  visitedDate: string;
  rating: number;
  comment: string;
  notes: string;
  visibility: 'public' | 'followers' | 'private';
  shareToFeed: boolean;
  createdAt: Date;
  updatedAt: Date;
  photoPath: string | null;
};

/** Where a page of visits ends: the next page starts after it (keyset: no page shifts). */
export type VisitPageEnd = { visitedDate: string; id: number };

/** One page of the user's visits after `after`, oldest visited date first. */
export async function exportVisitPage(
  db: Database,
  userId: number,
  after: VisitPageEnd | null,
): Promise<ExportVisitRow[]> {
  return db
    .select({
      id: visits.id,
      siteId: visits.siteId,
      nameJa: sites.nameJa,
      nameEn: sites.nameEn,
      listed: sites.listed,
      countryCode: visits.countryCode,
      visitedDate: visits.visitedDate,
      rating: visits.rating,
      comment: visits.comment,
      notes: visits.notes,
      visibility: visits.visibility,
      shareToFeed: visits.shareToFeed,
      createdAt: visits.createdAt,
      updatedAt: visits.updatedAt,
      photoPath: photos.path,
    })
    .from(visits)
    .innerJoin(sites, eq(sites.id, visits.siteId))
    .leftJoin(photos, eq(photos.visitId, visits.id))
    .where(
      and(
        eq(visits.userId, userId),
        after
          ? sql`(${visits.visitedDate}, ${visits.id}) > (${after.visitedDate}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(visits.visitedDate), asc(visits.id))
    .limit(EXPORT_PAGE_ROWS);
}

export type ExportWishlistRow = {
  id: number;
  siteId: number;
  nameJa: string;
  nameEn: string;
  priority: number;
  notes: string;
  addedAt: Date;
};

export async function exportWishlistPage(
  db: Database,
  userId: number,
  afterId: number,
): Promise<ExportWishlistRow[]> {
  return db
    .select({
      id: wishlistItems.id,
      siteId: wishlistItems.siteId,
      nameJa: sites.nameJa,
      nameEn: sites.nameEn,
      priority: wishlistItems.priority,
      notes: wishlistItems.notes,
      addedAt: wishlistItems.addedAt,
    })
    .from(wishlistItems)
    .innerJoin(sites, eq(sites.id, wishlistItems.siteId))
    .where(and(eq(wishlistItems.userId, userId), gt(wishlistItems.id, afterId)))
    .orderBy(asc(wishlistItems.id))
    .limit(EXPORT_PAGE_ROWS);
}
