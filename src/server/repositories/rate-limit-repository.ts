import { and, eq, gt, lt, sql } from 'drizzle-orm';
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

/**
 * The latest start, in (from, to), of a bucket's windows that still count an event: when
 * the last attempt before `to` came. Events taken back (count 0) do not count.
 */
export async function latestCountedBetween(
  db: Database,
  bucket: string,
  from: Date,
  to: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ latest: sql<Date | string | null>`max(${rateLimitCounters.windowStart})` })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.bucket, bucket),
        gt(rateLimitCounters.windowStart, from),
        lt(rateLimitCounters.windowStart, to),
        gt(rateLimitCounters.count, 0),
      ),
    );
  return row?.latest ? new Date(row.latest) : undefined;
}
