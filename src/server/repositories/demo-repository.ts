import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { comments, follows, likes, photos, sites, users, visits } from '../db/schema';

/** Bulk writes of the demo generator (src/server/demo), in chunks a statement can carry. */

const CHUNK = 1_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export async function listedSiteIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.listed, true))
    .orderBy(asc(sites.id));
  return rows.map((r) => r.id);
}

export async function insertDemoUsers(
  db: Database,
  rows: (typeof users.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  await inChunks(rows, async (chunk) => {
    const made = await db.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...made.map((r) => r.id));
  });
  return ids;
}

export async function insertDemoVisits(
  db: Database,
  rows: (typeof visits.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  await inChunks(rows, async (chunk) => {
    const made = await db.insert(visits).values(chunk).returning({ id: visits.id });
    ids.push(...made.map((r) => r.id));
  });
  // Each visit counts for the site's first listed state, as a visit that names none does.
  await db.execute(sql`update ${visits} set country_code = ${sites.isoCodes}[1] from ${sites}
    where ${sites.id} = ${visits.siteId} and ${visits.countryCode} is null`);
  return ids;
}

export async function insertDemoPhotos(db: Database, rows: (typeof photos.$inferInsert)[]) {
  await inChunks(rows, (chunk) => db.insert(photos).values(chunk));
}

export async function insertDemoFollows(db: Database, rows: (typeof follows.$inferInsert)[]) {
  await inChunks(rows, (chunk) => db.insert(follows).values(chunk).onConflictDoNothing());
}

export async function insertDemoLikes(db: Database, rows: (typeof likes.$inferInsert)[]) {
  await inChunks(rows, (chunk) => db.insert(likes).values(chunk).onConflictDoNothing());
}

export async function insertDemoComments(
  db: Database,
  rows: (typeof comments.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  await inChunks(rows, async (chunk) => {
    const made = await db.insert(comments).values(chunk).returning({ id: comments.id });
    ids.push(...made.map((r) => r.id));
  });
  return ids;
}

/**
 * Gathers the planner's statistics after the bulk load. The embedded database runs no
 * autovacuum, so without this its planner would judge the new rows by empty statistics.
 */
export async function analyzeDemo(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
