import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { idempotencyKeys } from '../db/schema';

export type StoredResponse = { requestHash: string; statusCode: number; responseBody: unknown };

/**
 * Claims a key inside the caller's transaction. Returns false when the key
 * already exists. On PostgreSQL a concurrent claim of the same key waits
 * here until the first transaction ends, then sees its committed row.
 */
export async function claimIdempotencyKey(
  db: Database,
  values: { userId: number; key: string; requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      userId: values.userId,
      key: values.key,
      requestHash: values.requestHash,
      statusCode: 0, // filled in by saveIdempotentResponse in the same transaction
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotentResponse(
  db: Database,
  userId: number,
  key: string,
): Promise<StoredResponse | undefined> {
  const rows = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows[0];
}

export async function saveIdempotentResponse(
  db: Database,
  values: { userId: number; key: string; statusCode: number; responseBody: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: values.statusCode, responseBody: values.responseBody ?? null })
    .where(and(eq(idempotencyKeys.userId, values.userId), eq(idempotencyKeys.key, values.key)));
}

export async function deleteIdempotencyKeysBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
