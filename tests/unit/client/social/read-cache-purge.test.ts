/**
 * The log-out purge (features/auth/sign-out-data.ts) deletes the leaving user's stored
 * copies of remote views, and only theirs.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { localDatabase } from '../../../../src/client/db/local-database';
import { readCache } from '../../../../src/client/db/read-cache';
import { VISITOR_ID } from '../../../../src/client/db/read-cache-rows';
import { forgetUserData } from '../../../../src/client/features/auth/sign-out-data';

it("deletes the user's cached views and keeps another account's and a visitor's", async () => {
  await readCache.put(7, 'feed:following', { results: [1] });
  await readCache.put(7, 'user:3:profile', { id: 3 });
  await readCache.put(8, 'feed:following', { results: [2] });
  await readCache.put(null, 'users:popular', { results: [] });

  await forgetUserData(7, { keepWaiting: false });

  expect(await readCache.get(7, 'feed:following')).toBeNull();
  expect(await readCache.get(7, 'user:3:profile')).toBeNull();
  expect((await readCache.get(8, 'feed:following'))?.value).toEqual({ results: [2] });
  expect(await localDatabase.readCache.get([VISITOR_ID, 'users:popular'])).toBeDefined();
});
