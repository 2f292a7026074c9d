/**
 * docs/SYNC.md S14: the pull of the user's own visits and wishlist never beats a change
 * that still waits. The other rules: outbox-rules.test.ts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { serverVisit, wishItem } from './fake-api';
import { signedInDeviceForEachTest, VISIT, WISH } from './signed-in-device';

const t = signedInDeviceForEachTest();
describe('pull', () => {
  it('S14: the server copy replaces rows, except where a change still waits', async () => {
    // Made on another device: the server has site 1 and 2 visited, 3 on the wishlist.
    for (const siteId of [1, 2]) {
      t.api.visits.set(
        `1:${siteId}`,
        serverVisit(1, siteId, { rating: 2, comment: 'elsewhere', visited_date: '2025-01-01' }),
      );
    }
    await t.device.db.visits.put({ userId: 1, siteId: 9, ...VISIT, serverId: 9, photo: null });
    await t.device.commands.recordVisit(1, 2, VISIT);
    await t.device.db.outbox.toCollection().modify({ nextAttemptAt: t.clock + 60_000 });

    await t.device.openTab().sync({ pull: true });
    // Waiting entry: no pull (the network is presumed down); send it now.
    await t.device.openTab().sync({ ignoreBackoff: true, pull: true });
    const rows = await t.device.db.visits.where('userId').equals(1).toArray();
    expect(rows.map((r) => [r.siteId, r.comment])).toEqual([
      [1, 'elsewhere'],
      [2, '金閣'],
    ]);
  });

  it('S14: a pull never overwrites a change that is still waiting', async () => {
    t.api.wishlist.set('1:4', { ...wishItem(4, 1), notes: 'server' });
    t.api.wishlist.set('1:5', { ...wishItem(5, 1), notes: 'server' });
    // The user changes site 4 while the pull is on its way.
    t.api.answerNext(async () => {
      await t.device.commands.putWishlist(1, 4, WISH);
      return t.api.json(200, { count: 0, next: null, previous: null, results: [] });
    });
    await t.device.openTab().sync({ pull: true });
    // The notes stay this device's; the priority lists the server's until it accepts the
    // change (SPEC.md §4, wishlist-priority.test.ts).
    expect(await t.device.db.wishlist.get([1, 4])).toMatchObject({
      notes: WISH.notes,
      priority: 1,
    });
    expect((await t.device.entries())[0]?.operation).toMatchObject({ item: WISH });
    expect(await t.device.db.wishlist.get([1, 5])).toMatchObject({ priority: 1, notes: 'server' });
    // What rollback would restore is now the server's copy (S7).
    expect((await t.device.entries())[0]?.serverState).toMatchObject({
      priority: 1,
      notes: 'server',
    });
  });

  it('S14: a refused (failed) change does not hold back the server copy', async () => {
    await t.device.commands.putWishlist(1, 4, WISH);
    t.api.answerNext(() => t.api.json(400, { detail: 'だめ' }));
    await t.device.openTab().sync();
    t.api.wishlist.set('1:4', { ...wishItem(4, 2), notes: 'other device' });
    await t.device.openTab().sync({ pull: true });
    expect(await t.device.db.wishlist.get([1, 4])).toMatchObject({ notes: 'other device' });
  });
});
