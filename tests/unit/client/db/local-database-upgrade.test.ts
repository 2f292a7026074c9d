/**
 * Guards persisted data (db/local-database.ts): a device with the first
 * release's database keeps its catalogue and session when the app moves to
 * version 2, and gets the new visit, wishlist and outbox tables.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { expect, it } from 'vitest';
import { LocalDatabase } from '../../../../src/client/db/local-database';

it('upgrades a version-1 database to version 2 without losing its rows', async () => {
  const name = 'upgrade-v1-v2';
  const v1 = new Dexie(name);
  // Exactly the shipped version-1 schema.
  v1.version(1).stores({
    siteChunks: 'chunk',
    siteDetailChunks: 'chunk',
    meta: 'key',
    session: 'key',
  });
  await v1.open();
  await v1.table('meta').put({ key: 'catalogue-version', value: 'abc' });
  await v1.table('siteChunks').put({ chunk: 0, sites: [{ id: 1 }] });
  await v1.table('session').put({ key: 'current', user: { id: 7 }, access: 'a', refresh: 'r' });
  v1.close();

  const db = new LocalDatabase(name);
  await db.open();
  // The newest version: each later one only adds tables, so version-1 rows are all kept.
  expect(db.verno).toBe(4);
  expect(await db.meta.get('catalogue-version')).toEqual({
    key: 'catalogue-version',
    value: 'abc',
  });
  expect(await db.siteChunks.count()).toBe(1);
  expect((await db.session.get('current'))?.access).toBe('a');
  expect(await db.outbox.count()).toBe(0);
  await db.visits.put({
    userId: 7,
    siteId: 1,
    rating: 5,
    comment: '',
    visited_date: '2026-01-01',
    serverId: null,
    photo: null,
  });
  expect(await db.visits.where('userId').equals(7).count()).toBe(1);
  await db.delete();
});

it('upgrades a version-2 database to version 4, keeping visits and outbox, adding the read cache', async () => {
  const name = 'upgrade-v2-v4';
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
  await v2.table('session').put({ key: 'current', user: { id: 7 }, access: 'a', refresh: 'r' });
  await v2.table('visits').put({ userId: 7, siteId: 1, rating: 4, comment: 'x' });
  await v2.table('outbox').put({ id: 'e1', userId: 7, target: 'visit:1', createdAt: 1 });
  v2.close();

  const db = new LocalDatabase(name);
  await db.open();
  expect(db.verno).toBe(4);
  expect((await db.session.get('current'))?.access).toBe('a');
  expect((await db.visits.get([7, 1]))?.rating).toBe(4);
  expect(await db.outbox.count()).toBe(1);
  expect(await db.readCache.count()).toBe(0);
  await db.readCache.put({ userId: 7, key: 'feed:discover', savedAt: 5, value: { results: [] } });
  expect((await db.readCache.get([7, 'feed:discover']))?.savedAt).toBe(5);
  await db.delete();
});
