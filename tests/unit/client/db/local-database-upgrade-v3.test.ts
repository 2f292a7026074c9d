/**
 * Guards persisted data (db/local-database.ts): a device with version 2's
 * database — visits, wishlist and outbox entries still waiting to be sent —
 * keeps all of them when the app moves to version 3, and gets the social
 * tables (docs/SYNC.md S18–S21). A stored visit entry still sends.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { expect, it } from 'vitest';
import { LocalDatabase } from '../../../../src/client/db/local-database';
import { targetOf } from '../../../../src/client/sync/outbox-entry';
import { requestOf } from '../../../../src/client/sync/outbox-requests';

it('upgrades a version-2 database to version 3 without losing its rows or waiting entries', async () => {
  const name = 'upgrade-v2-v3';
  const v2 = new Dexie(name);
  // Exactly the shipped schema up to version 2.
  v2.version(1).stores({
    siteChunks: 'chunk',
    siteDetailChunks: 'chunk',
    meta: 'key',
    session: 'key',
  });
  v2.version(2).stores({
    visits: '[userId+siteId], userId',
    wishlist: '[userId+siteId], userId',
    outbox: 'id, createdAt, [userId+target]',
  });
  await v2.open();
  const visit = {
    userId: 7,
    siteId: 3,
    rating: 4,
    comment: '金閣',
    visited_date: '2026-03-01',
    serverId: null,
    photo: null,
  };
  const entry = {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 7,
    target: 'visit:3',
    operation: {
      kind: 'visit.put',
      siteId: 3,
      visit: { rating: 4, comment: '金閣', visited_date: '2026-03-01' },
    },
    serverState: null,
    createdAt: 1,
    attempts: 2,
    nextAttemptAt: 5,
    status: 'pending',
  };
  await v2.table('visits').put(visit);
  await v2.table('wishlist').put({
    userId: 7,
    siteId: 4,
    priority: 3,
    notes: '',
    serverId: 9,
    addedAt: '2026-01-01T00:00:00Z',
  });
  await v2.table('outbox').put(entry);
  await v2.table('session').put({ key: 'current', user: { id: 7 }, access: 'a', refresh: 'r' });
  v2.close();

  const db = new LocalDatabase(name);
  await db.open();
  expect(db.verno).toBeGreaterThanOrEqual(3);
  expect(await db.visits.get([7, 3])).toEqual(visit);
  expect(await db.wishlist.where('userId').equals(7).count()).toBe(1);
  expect((await db.session.get('current'))?.access).toBe('a');
  const [stored] = await db.outbox.where('[userId+target]').equals([7, 'visit:3']).toArray();
  expect(stored).toEqual(entry);
  // The stored entry is still an entry this version sends, to the same call.
  if (!stored) throw new Error('entry lost');
  expect(targetOf(stored.operation)).toBe('visit:3');
  expect(new URL(requestOf(stored, 'http://x/api', 't').url).pathname).toBe(
    '/api/heritage/sites/3/visit/',
  );

  // The new tables are there, empty, with their indexes.
  for (const table of [db.likes, db.follows, db.blocks, db.comments, db.notices]) {
    expect(await table.count()).toBe(0);
  }
  await db.likes.put({ userId: 7, postId: 1, liked: true, likesCount: 1, changedAt: 1 });
  await db.comments.put({
    clientId: 'c1',
    userId: 7,
    postId: 1,
    siteId: null,
    parentCommentId: null,
    content: 'すてき',
    createdAt: 1,
    serverId: null,
  });
  expect(await db.likes.where('userId').equals(7).count()).toBe(1);
  expect(await db.comments.where('[userId+postId]').equals([7, 1]).count()).toBe(1);
  await db.delete();
});
