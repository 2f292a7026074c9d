import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimitCounters } from '../db/schema';

/**
 * Counts one event in a fixed window and returns the window's count so far.
 * One statement, so concurrent requests on any instance never lose a count.
 */
export async function incrementCounter(
  db: Database,
  bucket: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Takes one event back (a login that turned out right does not count as a failure). */
export async function decrementCounter(
  db: Database,
  bucket: string,
  windowStart: Date,
): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(
      and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)),
    );
}

/** Deletes counters of windows that started before `before`; returns how many. */
export async function deleteCountersBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ bucket: rateLimitCounters.bucket });
  return rows.length;
}
