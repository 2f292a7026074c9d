import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { meta } from '../db/schema';

export const META_KEYS = {
  /** SHA-256 of the catalogue file last imported. */
  catalogueVersion: 'catalogue_version',
  /** Secret of the access-token signatures when JWT_SECRET is not configured. */
  jwtSecret: 'jwt_secret',
} as const;

export async function readMeta(db: Database, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return rows[0]?.value;
}

export async function writeMeta(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(meta)
    .values({ key, value })
    .onConflictDoUpdate({ target: meta.key, set: { value, updatedAt: new Date() } });
}

/**
 * Stores `value` unless the key already has one, and returns the stored value:
 * of several instances starting at once, the first writer wins for all.
 */
export async function writeMetaOnce(db: Database, key: string, value: string): Promise<string> {
  await db.insert(meta).values({ key, value }).onConflictDoNothing({ target: meta.key });
  const stored = await readMeta(db, key);
  if (stored === undefined) throw new Error(`meta key ${key} missing right after insert`);
  return stored;
}
