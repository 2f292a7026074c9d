import { Dexie } from 'dexie';
import { localDatabase } from './local-database';
import { type ReadCacheRow, readCacheId } from './read-cache-rows';

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
  },
};

/** Every cached view of one user: what a log-out deletes. */
export function readCacheOf(db: typeof localDatabase, userId: number) {
  return db.readCache
    .where('[userId+key]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey], true, true);
}
