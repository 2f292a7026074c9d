/**
 * The read cache keeps a bounded number of copies per user: each profile and thread viewed
 * adds one, and the oldest go once there are more than READ_CACHE_ROWS_PER_USER.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import {
  READ_CACHE_ROWS_PER_USER,
  readCache,
  trimReadCache,
} from '../../../../src/client/db/read-cache';

const count = (userId: number) =>
  localDatabase.readCache.where('[userId+key]').between([userId, ''], [userId, '\uffff']).count();

it('trims a user to their newest copies and leaves other users alone', async () => {
  for (let i = 0; i < 10; i++) await readCache.put(21, `user:${i}:profile`, { i }, 1000 + i);
  await readCache.put(22, 'feed:discover', { other: true }, 1);

  await trimReadCache(localDatabase, 21, 4);

  const kept = await localDatabase.readCache
    .where('[userId+key]')
    .between([21, ''], [21, '\uffff'])
    .toArray();
  expect(kept.map((row) => row.savedAt).sort()).toEqual([1006, 1007, 1008, 1009]);
  expect(await count(22)).toBe(1);
});

it('trims by itself as copies are written, so a long browse stays bounded', async () => {
  const writes = READ_CACHE_ROWS_PER_USER + 60;
  for (let i = 0; i < writes; i++) await readCache.put(23, `post:${i}:comments`, [], 5000 + i);
  expect(await count(23)).toBeLessThanOrEqual(READ_CACHE_ROWS_PER_USER + 25);
  // The newest copy is always kept.
  expect(await readCache.get(23, `post:${writes - 1}:comments`)).not.toBeNull();
});
