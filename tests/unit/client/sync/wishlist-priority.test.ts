/**
 * SPEC.md §4: a wishlist priority changes once the server accepts the change. Offline-first
 * all the same: the change waits in the outbox, the row keeps listing the confirmed priority
 * (what the list and its filter read), and the card shows the waiting one.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  listedPriority,
  priorityRefused,
  waitingPriority,
} from '../../../../src/client/sync/wishlist-priority';
import { createDevice, type Device } from '../../../support/outbox-device';
import { createFakeApi, type FakeApi, user, wishItem } from './fake-api';

const HIGH = 3;
const LOW = 1;

let api: FakeApi;
let device: Device;

beforeEach(async () => {
  api = createFakeApi();
  device = createDevice({ fetch: api.fetch, now: () => Date.parse('2026-11-21T00:00:00Z') });
  await device.signIn(user(1), 'access-1', 'refresh-1');
  // Site 7 is on the server's wishlist with high priority.
  await device.commands.putWishlist(1, 7, { priority: HIGH, notes: '春に' });
  await device.openTab().sync();
});
afterEach(async () => {
  await device.close();
});

const row = () => device.db.wishlist.get([1, 7]);
const newestEntry = async () => (await device.entries()).at(-1);

it('lists the confirmed priority while the change waits, the new one once the server accepts it', async () => {
  await device.commands.putWishlist(1, 7, { priority: LOW, notes: '春に' });
  expect(await row()).toMatchObject({ priority: HIGH });
  expect(waitingPriority(await newestEntry())).toBe(LOW);

  await device.openTab().sync();
  expect(await device.entries()).toEqual([]);
  expect(await row()).toMatchObject({ priority: LOW });
  expect(api.wishlist.get('1:7')).toMatchObject({ priority: LOW });
});

it('notes still change at once; only the priority waits', async () => {
  await device.commands.putWishlist(1, 7, { priority: LOW, notes: '秋に' });
  expect(await row()).toMatchObject({ priority: HIGH, notes: '秋に' });
});

it('a refused change leaves the confirmed priority and says the priority change failed', async () => {
  await device.commands.putWishlist(1, 7, { priority: LOW, notes: '春に' });
  api.answerNext(() => api.json(400, { detail: '優先度が不正です' }));
  await device.openTab().sync();
  const entry = await newestEntry();
  expect(entry).toMatchObject({ status: 'failed', failure: { message: '優先度が不正です' } });
  expect(priorityRefused(entry)).toBe(true);
  expect(waitingPriority(entry)).toBeUndefined();
  expect(await row()).toMatchObject({ priority: HIGH });
});

it('a refused change of the notes alone is not a refused priority change', async () => {
  await device.commands.putWishlist(1, 7, { priority: HIGH, notes: '秋に' });
  api.answerNext(() => api.json(400, { detail: 'だめ' }));
  await device.openTab().sync();
  expect(priorityRefused(await newestEntry())).toBe(false);
});

it('an item the server does not have yet lists its own priority at once (adding is optimistic)', async () => {
  await device.commands.putWishlist(1, 8, { priority: LOW, notes: '' });
  expect(await device.db.wishlist.get([1, 8])).toMatchObject({ priority: LOW });
});

it('confirmed while a newer change waits: the row lists the priority the server answered', async () => {
  await device.commands.putWishlist(1, 7, { priority: 2, notes: '春に' });
  api.answerNext(async (request) => {
    // While this PUT is at the server, the user picks another priority.
    await device.commands.putWishlist(1, 7, { priority: LOW, notes: '春に' });
    // It is held back, so the row can be seen between the two answers.
    await device.db.outbox
      .filter((e) => e.status === 'pending')
      .modify({ nextAttemptAt: Number.MAX_SAFE_INTEGER });
    const { priority, notes } = (await request.json()) as { priority: number; notes: string };
    return api.json(200, { ...wishItem(7, priority), notes });
  });
  const tab = device.openTab();
  await tab.sync();
  expect(await row()).toMatchObject({ priority: 2 });
  expect(waitingPriority(await newestEntry())).toBe(LOW);
  await tab.sync({ ignoreBackoff: true });
  expect(await row()).toMatchObject({ priority: LOW });
});

it("a pull lists the server's priority (changed on another device) while a change waits", async () => {
  api.answerNext(async () => {
    // While the pull is on its way, the user picks low here and another device medium.
    await device.commands.putWishlist(1, 7, { priority: LOW, notes: '春に' });
    const item = api.wishlist.get('1:7');
    if (item) api.wishlist.set('1:7', { ...item, priority: 2 });
    return api.json(200, { count: 0, next: null, previous: null, results: [] });
  });
  await device.openTab().sync({ pull: true });
  expect(await row()).toMatchObject({ priority: 2 });
  expect(waitingPriority(await newestEntry())).toBe(LOW);
});

it('listedPriority: the server’s when it has the item, else the wanted one', () => {
  const wanted = { priority: LOW, notes: '' };
  expect(listedPriority(null, wanted)).toBe(LOW);
  expect(
    listedPriority(
      { userId: 1, siteId: 7, priority: HIGH, notes: '', serverId: 1, addedAt: '' },
      wanted,
    ),
  ).toBe(HIGH);
});
