/**
 * The outbox rules of docs/SYNC.md, each test named by the rule it proves.
 * Coalescing (S4–S7) in detail: coalesce.test.ts; backoff figures (S9):
 * retry-policy.test.ts; everything together against the real server:
 * tests/api/outbox-property.test.ts; batches (S16): outbox-batches.test.ts; the pull (S14):
 * outbox-pull.test.ts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { visitTarget } from '../../../../src/client/sync/outbox-entry';
import { createDevice } from '../../../support/outbox-device';
import { user } from './fake-api';
import { signedInDeviceForEachTest, VISIT, WISH } from './signed-in-device';

const t = signedInDeviceForEachTest();

describe('recording', () => {
  it('S1: the row and its outbox entry are written together, before any network', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    expect(await t.device.db.visits.get([1, 10])).toMatchObject({ ...VISIT, serverId: null });
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({ userId: 1, target: visitTarget(10), status: 'pending' });
    expect(t.api.log).toEqual([]);
  });

  it('S1: when the entry cannot be written, the row is not changed either', async () => {
    const failing = createDevice({
      fetch: t.api.fetch,
      newId: () => {
        throw new Error('disk full');
      },
    });
    await expect(failing.commands.recordVisit(1, 10, VISIT)).rejects.toThrow('disk full');
    expect(await failing.db.visits.count()).toBe(0);
    expect(await failing.db.outbox.count()).toBe(0);
    await failing.close();
  });

  it('S2: each entry has its own UUID, sent as the Idempotency-Key', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.commands.putWishlist(1, 11, WISH);
    const ids = (await t.device.entries()).map((e) => e.id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(2);
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key).map((l) => l.key)).toEqual(ids);
  });

  it("S2: another user's entries wait while someone else is signed in", async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.signIn(user(2), 'access-2', 'refresh-2');
    await t.device.commands.recordVisit(2, 20, VISIT);
    await t.device.openTab().sync();
    const sent = t.api.log.filter((l) => l.key);
    expect(sent).toEqual([
      expect.objectContaining({ path: '/heritage/sites/20/visit/', token: 'access-2' }),
    ]);
    expect((await t.device.entries()).map((e) => e.userId)).toEqual([1]);

    await t.device.signIn(user(1), 'access-1', 'refresh-1');
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key).at(-1)).toMatchObject({
      path: '/heritage/sites/10/visit/',
      token: 'access-1',
    });
    expect(await t.device.entries()).toEqual([]);
  });

  it('S2: nothing is sent while nobody is signed in, and nothing is dropped', async () => {
    await t.device.commands.putWishlist(1, 11, WISH);
    await t.device.signOut();
    expect(await t.device.openTab().sync()).toEqual({ kind: 'signed-out', sent: 0 });
    expect(t.api.log).toEqual([]);
    expect(await t.device.entries()).toHaveLength(1);
  });

  it('S3: entries send the state the user wants, never a toggle', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.commands.putWishlist(1, 11, WISH);
    await t.device.commands.removeWishlist(1, 12);
    await t.device.commands.removeVisit(1, 13);
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key).map((l) => `${l.method} ${l.path}`)).toEqual([
      'POST /heritage/sites/10/visit/',
      'PUT /wishlist/sites/11/',
      'DELETE /wishlist/sites/12/',
      'DELETE /heritage/sites/13/unvisit/',
    ]);
  });
});

describe('sending', () => {
  it('S8: entries go oldest first', async () => {
    for (const siteId of [5, 3, 9]) await t.device.commands.putWishlist(1, siteId, WISH);
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key).map((l) => l.path)).toEqual([
      '/wishlist/sites/5/',
      '/wishlist/sites/3/',
      '/wishlist/sites/9/',
    ]);
  });

  it('S8: two tabs syncing at once never send two entries at the same time, nor one twice', async () => {
    for (let siteId = 1; siteId <= 6; siteId += 1)
      await t.device.commands.putWishlist(1, siteId, WISH);
    await Promise.all([t.device.openTab().sync(), t.device.openTab().sync()]);
    expect(t.api.maxInFlight()).toBe(1);
    const keys = t.api.log.filter((l) => l.key).map((l) => l.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
  });

  it('S8: an entry left "sending" by a closed tab is sent again with the same key', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    const [entry] = await t.device.entries();
    await t.device.db.outbox.update(entry?.id ?? '', { status: 'sending', attempts: 1 });
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key).map((l) => l.key)).toEqual([entry?.id]);
    expect(await t.device.entries()).toEqual([]);
  });

  it('S9: a 5xx keeps the entry, schedules a retry with backoff and stops the run', async () => {
    await t.device.commands.putWishlist(1, 1, WISH);
    await t.device.commands.putWishlist(1, 2, WISH);
    t.api.answerNext(() => t.api.json(503, { detail: 'busy' }));
    const outcome = await t.device.openTab().sync();
    const [first, second] = await t.device.entries();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    // First retry: 1 s with jitter over its upper half (random fixed at 0.5 here).
    expect(outcome).toEqual({ kind: 'waiting', sent: 0, nextAttemptAt: t.clock + 750 });
    expect(second).toMatchObject({ attempts: 0 });
    expect(t.api.log.filter((l) => l.key)).toHaveLength(1);

    // Not due yet: nothing goes. Once due, both go.
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key)).toHaveLength(1);
    t.clock += 750;
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([]);
  });

  it('S9: the network failing keeps the entry; the backoff doubles per attempt', async () => {
    const broken = createDevice({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      now: () => t.clock,
    });
    await broken.signIn(user(1), 'access-1', 'refresh-1');
    await broken.commands.recordVisit(1, 10, VISIT);
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await broken.openTab().sync({ ignoreBackoff: true });
      if (outcome.kind === 'waiting') delays.push(outcome.nextAttemptAt - t.clock);
    }
    expect(delays).toEqual([750, 1500, 3000, 6000]);
    expect(await broken.db.visits.get([1, 10])).toMatchObject(VISIT);
    await broken.close();
  });

  it('S9: a 429 honours Retry-After', async () => {
    await t.device.commands.putWishlist(1, 1, WISH);
    t.api.answerNext(() => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }));
    const outcome = await t.device.openTab().sync();
    expect(outcome).toEqual({ kind: 'waiting', sent: 0, nextAttemptAt: t.clock + 30_000 });
  });

  it('S9: a limit reached (429 with the server’s reason) waits out Retry-After and shows the reason only while that wait lasts', async () => {
    const limited = '送信が多すぎます。しばらく待ってから自動で送信します。';
    await t.device.commands.putWishlist(1, 1, WISH);
    t.api.answerNext(
      () =>
        new Response(JSON.stringify({ detail: limited, code: 'rate_limited' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '30' },
        }),
    );
    const outcome = await t.device.openTab().sync();
    expect(outcome).toEqual({ kind: 'waiting', sent: 0, nextAttemptAt: t.clock + 30_000 });
    const [waiting] = await t.device.entries();
    expect(waiting).toMatchObject({
      status: 'pending',
      waiting: { status: 429, message: limited },
    });
    expect(waiting?.failure).toBeUndefined();

    // The next wait has another cause, given no reason: the old one is not shown any more.
    t.clock += 30_000;
    t.api.answerNext(() => t.api.json(503, { detail: 'busy' }));
    await t.device.openTab().sync();
    const [later] = await t.device.entries();
    expect(later?.status).toBe('pending');
    expect(later?.waiting).toBeUndefined();

    t.clock += 60_000;
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([]);
    expect(t.api.wishlist.get('1:1')).toMatchObject(WISH);
  });

  it('S10: a 401 refreshes once and sends the same entry again with the new token', async () => {
    t.api.tokens.delete('access-1'); // expired
    t.api.refreshes.set('refresh-1', { access: 'access-1b', refresh: 'refresh-1b' });
    t.api.tokens.set('access-1b', 1);
    await t.device.commands.putWishlist(1, 1, WISH);
    await t.device.openTab().sync();
    const sent = t.api.log.filter((l) => l.key);
    expect(sent.map((l) => l.token)).toEqual(['access-1', 'access-1b']);
    expect(new Set(sent.map((l) => l.key)).size).toBe(1);
    expect(await t.device.entries()).toEqual([]);
    expect((await t.device.session())?.access).toBe('access-1b');
  });

  it('S10: when the refresh is refused, entries wait for the same user to sign in again', async () => {
    t.api.tokens.delete('access-1');
    await t.device.commands.putWishlist(1, 1, WISH);
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'signed-out' });
    expect(await t.device.session()).toBeUndefined();
    expect(await t.device.entries()).toMatchObject([{ status: 'pending' }]);

    t.api.tokens.set('access-1c', 1);
    await t.device.signIn(user(1), 'access-1c', 'refresh-1c');
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([]);
    expect(t.api.wishlist.get('1:1')).toMatchObject(WISH);
  });

  it('S11: a refusal marks the entry failed with the reason and rolls the row back', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    t.api.answerNext(() =>
      t.api.json(400, { detail: '訪問日は未来の日付にできません', code: 'invalid' }),
    );
    await t.device.openTab().sync();
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({
      status: 'failed',
      failure: { status: 400, message: '訪問日は未来の日付にできません' },
    });
    expect(await t.device.db.visits.get([1, 10])).toBeUndefined();
  });

  it('S11: rollback returns to what the server has, not to nothing', async () => {
    await t.device.commands.putWishlist(1, 7, { priority: 1, notes: '' });
    await t.device.openTab().sync();
    await t.device.commands.putWishlist(1, 7, { priority: 3, notes: 'x' });
    t.api.answerNext(() => t.api.json(404, { detail: 'ない' }));
    await t.device.openTab().sync();
    expect(await t.device.db.wishlist.get([1, 7])).toMatchObject({ priority: 1, notes: '' });
  });

  it('S11: a failed entry does not block the ones after it; retry and discard', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.commands.putWishlist(1, 11, WISH);
    t.api.answerNext(() => t.api.json(422, { detail: 'だめ' }));
    await t.device.openTab().sync();
    expect(t.api.wishlist.get('1:11')).toBeDefined();
    const [failed] = await t.device.entries();

    await t.device.commands.retry(failed?.id ?? '');
    expect(await t.device.db.visits.get([1, 10])).toMatchObject(VISIT);
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([]);
    expect(t.api.visits.get('1:10')).toMatchObject(VISIT);

    await t.device.commands.recordVisit(1, 12, VISIT);
    t.api.answerNext(() => t.api.json(400, { detail: 'だめ' }));
    await t.device.openTab().sync();
    const [again] = await t.device.entries();
    await t.device.commands.discard(again?.id ?? '');
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.visits.get([1, 12])).toBeUndefined();
  });

  it("S12: success removes the entry and the row takes the server's answer", async () => {
    await t.device.commands.recordVisit(1, 10, VISIT, new Blob(['jpeg'], { type: 'image/jpeg' }));
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.visits.get([1, 10])).toMatchObject({
      ...VISIT,
      serverId: expect.any(Number),
      photo: { url: '/media/10.webp', thumbnailUrl: '/media/10-t.webp' },
    });
  });

  it('S12: a change made while its predecessor was in flight keeps showing', async () => {
    await t.device.commands.putWishlist(1, 7, { priority: 1, notes: '' });
    t.api.answerNext(async (request) => {
      // While the first PUT is at the server, the user changes the priority again.
      await t.device.commands.putWishlist(1, 7, { priority: 3, notes: '' });
      const body = (await request.json()) as { priority: number };
      return t.api.json(200, {
        id: 1,
        priority: body.priority,
        notes: '',
        added_at: '2030-01-01T00:00:00.000Z',
        heritage_site: {
          id: 7,
          name: '',
          name_en: '',
          country: '',
          country_en: '',
          heritage_type: 'mixed',
          listed: true,
        },
      });
    });
    const tab = t.device.openTab();
    await tab.sync();
    expect(await t.device.db.wishlist.get([1, 7])).toMatchObject({ priority: 3 });
    await tab.sync();
    expect(t.api.wishlist.get('1:7')).toMatchObject({ priority: 3 });
  });
});
