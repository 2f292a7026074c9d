import { Dexie } from 'dexie';
import { localDatabase } from './local-database';
import { type ReadCacheRow, readCacheId } from './read-cache-rows';

/**
 * The copies kept per user: every profile and thread viewed adds one, so the oldest go once
 * there are more. Enough for the screens a traveller comes back to; the rest is fetched again.
 */
export const READ_CACHE_ROWS_PER_USER = 400;

/** Trimming reads all of a user's rows: done once in this many writes, not on each. */
const TRIM_EVERY = 25;
let writesSinceTrim = 0;

/** Keeps the user's newest `keep` copies (by when they arrived) and deletes the rest. */
export async function trimReadCache(
  db: typeof localDatabase,
  userId: number,
  keep = READ_CACHE_ROWS_PER_USER,
): Promise<void> {
  await db.transaction('rw', db.readCache, async () => {
    const rows = await readCacheOf(db, userId).toArray();
    if (rows.length <= keep) return;
    const oldest = rows.sort((a, b) => a.savedAt - b.savedAt).slice(0, rows.length - keep);
    await db.readCache.bulkDelete(oldest.map((row) => [row.userId, row.key] as [number, string]));
  });
}

/** Typed access to the last answers of remote views (db/read-cache-rows.ts). */
export const readCache = {
  async get<T>(userId: number | null, key: string): Promise<{ value: T; savedAt: number } | null> {
    const row = await localDatabase.readCache.get(readCacheId(userId, key));
    return row ? { value: row.value as T, savedAt: row.savedAt } : null;
  },

  async put(userId: number | null, key: string, value: unknown, savedAt = Date.now()) {
    const [owner, view] = readCacheId(userId, key);
    const row: ReadCacheRow = { userId: owner, key: view, savedAt, value };
    await localDatabase.readCache.put(row);
    writesSinceTrim += 1;
    if (writesSinceTrim >= TRIM_EVERY) {
      writesSinceTrim = 0;
      // Only space is at stake: a failed trim is tried again TRIM_EVERY writes later.
      await trimReadCache(localDatabase, owner).catch(() => {});
    }
  },
};

/** Every cached view of one user: what a log-out deletes. */
export function readCacheOf(db: typeof localDatabase, userId: number) {
  return db.readCache
    .where('[userId+key]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey], true, true);
}
