/**
 * The outbox rules of docs/SYNC.md, each test named by the rule it proves.
 * Coalescing (S4–S7) in detail: coalesce.test.ts; backoff figures (S9):
 * retry-policy.test.ts; everything together against the real server:
 * tests/api/outbox-property.test.ts; batches (S16): outbox-batches.test.ts; the pull (S14):
 * outbox-pull.test.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitTarget } from '../../../../src/client/sync/outbox-entry';
import { createDevice, type Device } from '../../../support/outbox-device';
import { type FakeApi, user } from './fake-api';
import { signedInDevice, TEST_START } from './signed-in-device';

const VISIT = { rating: 4, comment: '金閣', visited_date: '2026-03-01' };
const WISH = { priority: 3, notes: '春に' };

let api: FakeApi;
let device: Device;
let clock: number;

beforeEach(async () => {
  clock = TEST_START;
  ({ api, device } = await signedInDevice(() => clock));
});
afterEach(() => device.close());

describe('recording', () => {
  it('S1: the row and its outbox entry are written together, before any network', async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    expect(await device.db.visits.get([1, 10])).toMatchObject({ ...VISIT, serverId: null });
    const [entry] = await device.entries();
    expect(entry).toMatchObject({ userId: 1, target: visitTarget(10), status: 'pending' });
    expect(api.log).toEqual([]);
  });

  it('S1: when the entry cannot be written, the row is not changed either', async () => {
    const failing = createDevice({
      fetch: api.fetch,
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
    await device.commands.recordVisit(1, 10, VISIT);
    await device.commands.putWishlist(1, 11, WISH);
    const ids = (await device.entries()).map((e) => e.id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(2);
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key).map((l) => l.key)).toEqual(ids);
  });

  it("S2: another user's entries wait while someone else is signed in", async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    await device.signIn(user(2), 'access-2', 'refresh-2');
    await device.commands.recordVisit(2, 20, VISIT);
    await device.openTab().sync();
    const sent = api.log.filter((l) => l.key);
    expect(sent).toEqual([
      expect.objectContaining({ path: '/heritage/sites/20/visit/', token: 'access-2' }),
    ]);
    expect((await device.entries()).map((e) => e.userId)).toEqual([1]);

    await device.signIn(user(1), 'access-1', 'refresh-1');
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key).at(-1)).toMatchObject({
      path: '/heritage/sites/10/visit/',
      token: 'access-1',
    });
    expect(await device.entries()).toEqual([]);
  });

  it('S2: nothing is sent while nobody is signed in, and nothing is dropped', async () => {
    await device.commands.putWishlist(1, 11, WISH);
    await device.signOut();
    expect(await device.openTab().sync()).toEqual({ kind: 'signed-out', sent: 0 });
    expect(api.log).toEqual([]);
    expect(await device.entries()).toHaveLength(1);
  });

  it('S3: entries send the state the user wants, never a toggle', async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    await device.commands.putWishlist(1, 11, WISH);
    await device.commands.removeWishlist(1, 12);
    await device.commands.removeVisit(1, 13);
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key).map((l) => `${l.method} ${l.path}`)).toEqual([
      'POST /heritage/sites/10/visit/',
      'PUT /wishlist/sites/11/',
      'DELETE /wishlist/sites/12/',
      'DELETE /heritage/sites/13/unvisit/',
    ]);
  });
});

describe('sending', () => {
  it('S8: entries go oldest first', async () => {
    for (const siteId of [5, 3, 9]) await device.commands.putWishlist(1, siteId, WISH);
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key).map((l) => l.path)).toEqual([
      '/wishlist/sites/5/',
      '/wishlist/sites/3/',
      '/wishlist/sites/9/',
    ]);
  });

  it('S8: two tabs syncing at once never send two entries at the same time, nor one twice', async () => {
    for (let siteId = 1; siteId <= 6; siteId += 1)
      await device.commands.putWishlist(1, siteId, WISH);
    await Promise.all([device.openTab().sync(), device.openTab().sync()]);
    expect(api.maxInFlight()).toBe(1);
    const keys = api.log.filter((l) => l.key).map((l) => l.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
  });

  it('S8: an entry left "sending" by a closed tab is sent again with the same key', async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    const [entry] = await device.entries();
    await device.db.outbox.update(entry?.id ?? '', { status: 'sending', attempts: 1 });
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key).map((l) => l.key)).toEqual([entry?.id]);
    expect(await device.entries()).toEqual([]);
  });

  it('S9: a 5xx keeps the entry, schedules a retry with backoff and stops the run', async () => {
    await device.commands.putWishlist(1, 1, WISH);
    await device.commands.putWishlist(1, 2, WISH);
    api.answerNext(() => api.json(503, { detail: 'busy' }));
    const outcome = await device.openTab().sync();
    const [first, second] = await device.entries();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    // First retry: 1 s with jitter over its upper half (random fixed at 0.5 here).
    expect(outcome).toEqual({ kind: 'waiting', sent: 0, nextAttemptAt: clock + 750 });
    expect(second).toMatchObject({ attempts: 0 });
    expect(api.log.filter((l) => l.key)).toHaveLength(1);

    // Not due yet: nothing goes. Once due, both go.
    await device.openTab().sync();
    expect(api.log.filter((l) => l.key)).toHaveLength(1);
    clock += 750;
    await device.openTab().sync();
    expect(await device.entries()).toEqual([]);
  });

  it('S9: the network failing keeps the entry; the backoff doubles per attempt', async () => {
    const broken = createDevice({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      now: () => clock,
    });
    await broken.signIn(user(1), 'access-1', 'refresh-1');
    await broken.commands.recordVisit(1, 10, VISIT);
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await broken.openTab().sync({ ignoreBackoff: true });
      if (outcome.kind === 'waiting') delays.push(outcome.nextAttemptAt - clock);
    }
    expect(delays).toEqual([750, 1500, 3000, 6000]);
    expect(await broken.db.visits.get([1, 10])).toMatchObject(VISIT);
    await broken.close();
  });

  it('S9: a 429 honours Retry-After', async () => {
    await device.commands.putWishlist(1, 1, WISH);
    api.answerNext(() => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }));
    const outcome = await device.openTab().sync();
    expect(outcome).toEqual({ kind: 'waiting', sent: 0, nextAttemptAt: clock + 30_000 });
  });

  it('S10: a 401 refreshes once and sends the same entry again with the new token', async () => {
    api.tokens.delete('access-1'); // expired
    api.refreshes.set('refresh-1', { access: 'access-1b', refresh: 'refresh-1b' });
    api.tokens.set('access-1b', 1);
    await device.commands.putWishlist(1, 1, WISH);
    await device.openTab().sync();
    const sent = api.log.filter((l) => l.key);
    expect(sent.map((l) => l.token)).toEqual(['access-1', 'access-1b']);
    expect(new Set(sent.map((l) => l.key)).size).toBe(1);
    expect(await device.entries()).toEqual([]);
    expect((await device.session())?.access).toBe('access-1b');
  });

  it('S10: when the refresh is refused, entries wait for the same user to sign in again', async () => {
    api.tokens.delete('access-1');
    await device.commands.putWishlist(1, 1, WISH);
    expect(await device.openTab().sync()).toMatchObject({ kind: 'signed-out' });
    expect(await device.session()).toBeUndefined();
    expect(await device.entries()).toMatchObject([{ status: 'pending' }]);

    api.tokens.set('access-1c', 1);
    await device.signIn(user(1), 'access-1c', 'refresh-1c');
    await device.openTab().sync();
    expect(await device.entries()).toEqual([]);
    expect(api.wishlist.get('1:1')).toMatchObject(WISH);
  });

  it('S11: a refusal marks the entry failed with the reason and rolls the row back', async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    api.answerNext(() =>
      api.json(400, { detail: '訪問日は未来の日付にできません', code: 'invalid' }),
    );
    await device.openTab().sync();
    const [entry] = await device.entries();
    expect(entry).toMatchObject({
      status: 'failed',
      failure: { status: 400, message: '訪問日は未来の日付にできません' },
    });
    expect(await device.db.visits.get([1, 10])).toBeUndefined();
  });

  it('S11: rollback returns to what the server has, not to nothing', async () => {
    await device.commands.putWishlist(1, 7, { priority: 1, notes: '' });
    await device.openTab().sync();
    await device.commands.putWishlist(1, 7, { priority: 3, notes: 'x' });
    api.answerNext(() => api.json(404, { detail: 'ない' }));
    await device.openTab().sync();
    expect(await device.db.wishlist.get([1, 7])).toMatchObject({ priority: 1, notes: '' });
  });

  it('S11: a failed entry does not block the ones after it; retry and discard', async () => {
    await device.commands.recordVisit(1, 10, VISIT);
    await device.commands.putWishlist(1, 11, WISH);
    api.answerNext(() => api.json(422, { detail: 'だめ' }));
    await device.openTab().sync();
    expect(api.wishlist.get('1:11')).toBeDefined();
    const [failed] = await device.entries();

    await device.commands.retry(failed?.id ?? '');
    expect(await device.db.visits.get([1, 10])).toMatchObject(VISIT);
    await device.openTab().sync();
    expect(await device.entries()).toEqual([]);
    expect(api.visits.get('1:10')).toMatchObject(VISIT);

    await device.commands.recordVisit(1, 12, VISIT);
    api.answerNext(() => api.json(400, { detail: 'だめ' }));
    await device.openTab().sync();
    const [again] = await device.entries();
    await device.commands.discard(again?.id ?? '');
    expect(await device.entries()).toEqual([]);
    expect(await device.db.visits.get([1, 12])).toBeUndefined();
  });

  it("S12: success removes the entry and the row takes the server's answer", async () => {
    await device.commands.recordVisit(1, 10, VISIT, new Blob(['jpeg'], { type: 'image/jpeg' }));
    await device.openTab().sync();
    expect(await device.entries()).toEqual([]);
    expect(await device.db.visits.get([1, 10])).toMatchObject({
      ...VISIT,
      serverId: expect.any(Number),
      photo: { url: '/media/10.webp', thumbnailUrl: '/media/10-t.webp' },
    });
  });

  it('S12: a change made while its predecessor was in flight keeps showing', async () => {
    await device.commands.putWishlist(1, 7, { priority: 1, notes: '' });
    api.answerNext(async (request) => {
      // While the first PUT is at the server, the user changes the priority again.
      await device.commands.putWishlist(1, 7, { priority: 3, notes: '' });
      const body = (await request.json()) as { priority: number };
      return api.json(200, {
        id: 1,
        priority: body.priority,
        notes: '',
        added_at: '2030-01-01T00:00:00.000Z',
        heritage_site: { id: 7, name: '', name_en: '', country: '', heritage_type: 'mixed' },
      });
    });
    const tab = device.openTab();
    await tab.sync();
    expect(await device.db.wishlist.get([1, 7])).toMatchObject({ priority: 3 });
    await tab.sync();
    expect(api.wishlist.get('1:7')).toMatchObject({ priority: 3 });
  });
});
