import { asc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/connect';
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

/** Rows per statement of the bulk inserts, which send their rows as one JSON parameter. */
const BULK = 20_000;

async function inBulk<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BULK) await write(rows.slice(i, i + BULK));
}

const at = (d: Date | undefined) => (d ?? new Date()).toISOString();
const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * The visits, in order, and their ids. Sent as one JSON parameter per statement, which loads a
 * million visits in a fraction of the time row-by-row VALUES take; each id is matched back
 * by (user, site), which a visit is unique by.
 */
export async function insertDemoVisits(
  db: Database,
  rows: (typeof visits.$inferInsert)[],
): Promise<number[]> {
  const ids = new Map<string, number>();
  await inBulk(rows, async (chunk) => {
    const result = await db.execute(sql`
      insert into ${visits} (user_id, site_id, rating, comment, visited_date, visibility,
        created_at, updated_at, country_code)
      select u, s, r, c, d, v::visibility, t, t,
        -- Each visit names the site's first listed state, as the visit form does by default.
        (select iso_codes[1] from ${sites} where ${sites.id} = s)
      from jsonb_to_recordset(${json(
        chunk.map((r) => ({
          u: r.userId,
          s: r.siteId,
          r: r.rating,
          c: r.comment ?? '',
          d: r.visitedDate,
          v: r.visibility ?? 'public',
          t: at(r.createdAt),
        })),
      )}) as x(u int, s int, r smallint, c text, d date, v text, t timestamptz)
      returning id, user_id, site_id`);
    for (const row of rowsOf<{ id: number; user_id: number; site_id: number }>(result))
      ids.set(`${row.user_id}:${row.site_id}`, row.id);
  });
  return rows.map((r) => ids.get(`${r.userId}:${r.siteId}`) as number);
}

export async function insertDemoPhotos(db: Database, rows: (typeof photos.$inferInsert)[]) {
  await inChunks(rows, (chunk) => db.insert(photos).values(chunk));
}

export async function insertDemoFollows(db: Database, rows: (typeof follows.$inferInsert)[]) {
  await inBulk(rows, (chunk) =>
    db.execute(sql`
      insert into ${follows} (follower_id, followee_id, created_at)
      select f, e, t
      from jsonb_to_recordset(${json(
        chunk.map((r) => ({ f: r.followerId, e: r.followeeId, t: at(r.createdAt) })),
      )}) as x(f int, e int, t timestamptz)
      on conflict do nothing`),
  );
}

export async function insertDemoLikes(db: Database, rows: (typeof likes.$inferInsert)[]) {
  await inBulk(rows, (chunk) =>
    db.execute(sql`
      insert into ${likes} (user_id, visit_id, created_at)
      select u, v, t
      from jsonb_to_recordset(${json(
        chunk.map((r) => ({ u: r.userId, v: r.visitId, t: at(r.createdAt) })),
      )}) as x(u int, v int, t timestamptz)
      on conflict do nothing`),
  );
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
