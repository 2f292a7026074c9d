import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { meta } from '../db/schema';

export const META_KEYS = {
  /** SHA-256 of the catalogue file last imported. */
  catalogueVersion: 'catalogue_version',
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
