import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { photos, rateLimitCounters, visits } from '../db/schema';

/** The count of one rate-limit window so far, without counting anything. */
export async function counterValue(
  db: Database,
  bucket: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.windowStart, windowStart)),
    );
  return row?.count ?? 0;
}

/** Bytes of the visit photos the user keeps, leaving out one visit's (the one being replaced). */
export async function storedPhotoBytes(
  db: Database,
  userId: number,
  exceptVisitId: number,
): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${photos.bytes})` })
    .from(photos)
    .innerJoin(visits, eq(visits.id, photos.visitId))
    .where(and(eq(visits.userId, userId), ne(visits.id, exceptVisitId)));
  return Number(row?.bytes ?? 0);
}
