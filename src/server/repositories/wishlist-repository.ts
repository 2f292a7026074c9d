import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { sites, wishlistItems } from '../db/schema';
import { SITE_SUMMARY_FIELDS, type SiteSummaryRow } from './sites-repository';

export type WishlistRow = typeof wishlistItems.$inferSelect & { site: SiteSummaryRow };

function itemQuery(db: Database) {
  return db
    .select({
      item: wishlistItems,
      site: SITE_SUMMARY_FIELDS,
    })
    .from(wishlistItems)
    .innerJoin(sites, eq(sites.id, wishlistItems.siteId));
}

const flatten = (r: { item: typeof wishlistItems.$inferSelect; site: WishlistRow['site'] }) => ({
  ...r.item,
  site: r.site,
});

export async function listWishlist(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: WishlistRow[] }> {
  const where = eq(wishlistItems.userId, userId);
  const [totalRow] = await db.select({ total: count() }).from(wishlistItems).where(where);
  const rows = await itemQuery(db)
    .where(where)
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows: rows.map(flatten) };
}

export async function findWishlistItem(
  db: Database,
  userId: number,
  by: { id: number } | { siteId: number },
): Promise<WishlistRow | undefined> {
  const match = 'id' in by ? eq(wishlistItems.id, by.id) : eq(wishlistItems.siteId, by.siteId);
  const rows = await itemQuery(db).where(and(eq(wishlistItems.userId, userId), match));
  return rows.map(flatten)[0];
}

/** Adds the site, or updates priority and notes when it is already listed. */
export async function putWishlistItem(
  db: Database,
  values: { userId: number; siteId: number; priority: number; notes: string; now: Date },
): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ ...values, addedAt: values.now })
    .onConflictDoUpdate({
      target: [wishlistItems.userId, wishlistItems.siteId],
      set: { priority: values.priority, notes: values.notes },
    });
}

export async function updateWishlistItem(
  db: Database,
  userId: number,
  id: number,
  changes: { priority?: number | undefined; notes?: string | undefined },
): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) {
    return (await findWishlistItem(db, userId, { id })) !== undefined;
  }
  const rows = await db
    .update(wishlistItems)
    .set(set)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.id, id)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteWishlistItem(
  db: Database,
  userId: number,
  by: { id: number } | { siteId: number },
): Promise<boolean> {
  const match = 'id' in by ? eq(wishlistItems.id, by.id) : eq(wishlistItems.siteId, by.siteId);
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), match))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}
