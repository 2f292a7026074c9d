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

/** Revokes every sign-in of a user; returns how many tokens were still live. */
export async function revokeAllRefreshFamilies(
  db: Database,
  userId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes one sign-in of a user; false when the user has no live sign-in by that id. */
export async function revokeUserRefreshFamily(
  db: Database,
  userId: number,
  familyId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export type SignInRow = {
  familyId: string;
  firstUsedAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
};

/**
 * The user's live sign-ins, most recently used first: a family whose newest
 * token can still be used. Its first token marks the sign-in, its newest the
 * last refresh; the label comes from the newest User-Agent it was used with.
 */
export async function listLiveSignIns(
  db: Database,
  userId: number,
  now: Date,
): Promise<SignInRow[]> {
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      firstUsedAt: sql<string>`min(${refreshTokens.createdAt})`,
      lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc)
        filter (where ${refreshTokens.userAgent} is not null))[1]`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.usedAt} is null
        and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz
        and ${refreshTokens.familyExpiresAt} > ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  return rows.map((row) => ({
    familyId: row.familyId,
    firstUsedAt: new Date(row.firstUsedAt),
    lastUsedAt: new Date(row.lastUsedAt),
    userAgent: row.userAgent,
  }));
}
