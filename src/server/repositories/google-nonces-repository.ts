import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { googleNonces } from '../db/schema';

export async function insertGoogleNonce(
  db: Database,
  nonce: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(googleNonces).values({ nonce, createdAt: now, expiresAt });
}

/** Uses the nonce up if it was issued, is unused and has not expired; false otherwise. */
export async function spendGoogleNonce(db: Database, nonce: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(googleNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(googleNonces.nonce, nonce),
        isNull(googleNonces.usedAt),
        gt(googleNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: googleNonces.nonce });
  return rows.length > 0;
}

export async function deleteExpiredGoogleNonces(db: Database, now: Date): Promise<void> {
  await db.delete(googleNonces).where(lt(googleNonces.expiresAt, now));
}
