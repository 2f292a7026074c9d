import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { accountTokens } from '../db/schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

export async function insertAccountToken(
  db: Database,
  row: typeof accountTokens.$inferInsert,
): Promise<void> {
  await db.insert(accountTokens).values(row);
}

/**
 * Uses up a token: marks it used if it is of this purpose, unused and not
 * expired, and returns it. Undefined otherwise; two requests racing with the
 * same token get it once.
 */
export async function spendAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** Ends every open token of a purpose for a user (a reset done makes the other links void). */
export async function spendAllAccountTokens(
  db: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

export async function deleteExpiredAccountTokens(db: Database, now: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
}
