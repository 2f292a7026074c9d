import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshTokenRow = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Database, row: NewRefreshTokenRow): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return rows[0];
}

/**
 * Marks a token used if it is still unused and not revoked. False means
 * another request got there first: the token was presented twice.
 */
export async function markRefreshTokenUsed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes every token of a sign-in; returns how many were still live. */
export async function revokeRefreshFamily(
  db: Database,
  familyId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Deletes tokens that can no longer be used; returns how many. */
export async function deleteExpiredRefreshTokens(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(sql`${lt(refreshTokens.expiresAt, now)} or ${lt(refreshTokens.familyExpiresAt, now)}`)
    .returning({ id: refreshTokens.id });
  return rows.length;
}
