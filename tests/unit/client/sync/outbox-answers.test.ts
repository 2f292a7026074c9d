/**
 * docs/SYNC.md S17: only the server's own answer settles an entry. Between the
 * device and the server sit hotel Wi-Fi portals, proxies and redirects; what
 * they answer must leave every entry waiting (S9), never confirmed or refused.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncBatchResponse, SyncResult } from '../../../../src/shared/api/sync';
import { signedInDeviceForEachTest, VISIT, WISH } from './signed-in-device';

const PORTAL_PAGE = '<!doctype html><title>Free Wi-Fi</title><form>同意する</form>';

/** What stands between the device and the server: null lets calls through. */
let inTheWay: ((request: Request) => Response | Promise<Response>) | null;

const portal = () =>
  new Response(PORTAL_PAGE, { status: 200, headers: { 'content-type': 'text/html' } });

/** A response as fetch gives it after following a redirect to another address. */
function redirected(response: Response): Response {
  Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

const t = signedInDeviceForEachTest(
  (server) => async (request) => (inTheWay ? inTheWay(request) : server.fetch(request)),
);
beforeEach(() => {
  inTheWay = null;
});

/** Sends once the entries are due again, with the network left as it is. */
async function syncWhenDue() {
  t.clock += 60 * 60_000;
  return t.device.openTab().sync();
}

describe('S17: answers that are not the server’s', () => {
  it('S17: a portal’s 200 page to a removal keeps the removal until the server has it', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.commands.putWishlist(1, 11, WISH);
    await t.device.openTab().sync();
    await t.device.commands.removeVisit(1, 10);
    await t.device.commands.removeWishlist(1, 11);
    inTheWay = portal;
    const outcome = await t.device.openTab().sync();
    expect(outcome).toMatchObject({ kind: 'waiting', sent: 0 });
    expect(await t.device.entries()).toMatchObject([{ status: 'pending' }, { status: 'pending' }]);
    expect(await t.device.db.visits.get([1, 10])).toBeUndefined();

    inTheWay = null;
    expect(await syncWhenDue()).toEqual({ kind: 'drained', sent: 2 });
    expect(t.api.visits.has('1:10')).toBe(false);
    expect(t.api.wishlist.has('1:11')).toBe(false);
  });

  it('S17: a redirected answer is not the server’s, even a 204', async () => {
    await t.device.commands.removeWishlist(1, 11);
    inTheWay = () => redirected(new Response(null, { status: 204 }));
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting', sent: 0 });
    expect(await t.device.entries()).toMatchObject([{ status: 'pending' }]);
  });

  it('S17: a removal answered 200 (the server answers 204) waits', async () => {
    await t.device.commands.removeWishlist(1, 11);
    t.api.answerNext(() => t.api.json(200, { detail: 'ok' }));
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting' });
    expect(await t.device.entries()).toHaveLength(1);
  });

  it('S17: a visit answered with a web page waits; the run ends and nothing is left "sending"', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    inTheWay = portal;
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting', sent: 0 });
    expect(await t.device.entries()).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await t.device.db.visits.get([1, 10])).toMatchObject({ ...VISIT, serverId: null });

    inTheWay = null;
    expect(await syncWhenDue()).toEqual({ kind: 'drained', sent: 1 });
    expect(await t.device.db.visits.get([1, 10])).toMatchObject({ ...VISIT, serverId: 100 });
  });

  it('S17: a 2xx JSON body of the wrong shape does not confirm a wishlist change', async () => {
    await t.device.commands.putWishlist(1, 11, WISH);
    t.api.answerNext(() => t.api.json(200, { ok: true }));
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting' });
    expect(await t.device.entries()).toMatchObject([{ status: 'pending' }]);
    expect(await t.device.db.wishlist.get([1, 11])).toMatchObject({ ...WISH, serverId: null });
  });

  it('S17: a proxy’s 403 page is not a refusal: the entry waits instead of failing', async () => {
    await t.device.commands.putWishlist(1, 11, WISH);
    inTheWay = () =>
      new Response('<h1>Forbidden</h1>', { status: 403, headers: { 'content-type': 'text/html' } });
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting' });
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({ status: 'pending' });
    expect(entry?.failure).toBeUndefined();
    expect(await t.device.db.wishlist.get([1, 11])).toMatchObject(WISH);
  });

  it('S22: the third proxy page refusing the same entry fails it with a generic reason; retry sends it', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    const tooLarge = () =>
      new Response('<h1>413 Request Entity Too Large</h1>', {
        status: 413,
        headers: { 'content-type': 'text/html' },
      });
    inTheWay = tooLarge;
    expect(await t.device.openTab().sync()).toMatchObject({ kind: 'waiting' });
    expect(await syncWhenDue()).toMatchObject({ kind: 'waiting' });
    expect(await t.device.entries()).toMatchObject([{ status: 'pending', strayRefusals: 2 }]);

    expect(await syncWhenDue()).toMatchObject({ kind: 'drained', sent: 0 });
    const [failed] = await t.device.entries();
    expect(failed).toMatchObject({
      status: 'failed',
      failure: {
        status: 413,
        message: '送信できませんでした（HTTP 413）。サーバーに届く前に、通信経路で拒否されました。',
      },
    });
    // S11: rolled back to what the server has (nothing), kept for retry and discard.
    expect(await t.device.db.visits.get([1, 10])).toBeUndefined();

    inTheWay = null;
    await t.device.commands.retry(failed?.id ?? '');
    expect(await t.device.openTab().sync()).toEqual({ kind: 'drained', sent: 1 });
    expect(t.api.visits.has('1:10')).toBe(true);
  });

  it('S22: a 4xx with the server’s own error body is S11 at once, not counted as a stray', async () => {
    await t.device.commands.putWishlist(1, 11, WISH);
    t.api.answerNext(() => t.api.json(400, { detail: 'だめです' }));
    await t.device.openTab().sync();
    expect(await t.device.entries()).toMatchObject([
      { status: 'failed', failure: { status: 400, message: 'だめです' } },
    ]);
  });

  it('S22 + S16: a batch a proxy refuses three times is sent one by one', async () => {
    const tab = t.device.openTab();
    for (const siteId of [1, 2, 3]) await t.device.commands.putWishlist(1, siteId, WISH);
    inTheWay = async (request) =>
      new URL(request.url).pathname.endsWith('/sync/batch/')
        ? new Response('<h1>413</h1>', { status: 413, headers: { 'content-type': 'text/html' } })
        : t.api.fetch(request);
    expect(await tab.sync()).toMatchObject({ kind: 'waiting', sent: 0 });
    t.clock += 60 * 60_000;
    expect(await tab.sync()).toMatchObject({ kind: 'waiting', sent: 0 });
    t.clock += 60 * 60_000;
    expect(await tab.sync()).toEqual({ kind: 'drained', sent: 3 });
    expect(t.api.wishlist.size).toBe(3);
    expect(await t.device.entries()).toEqual([]);
  });

  it('S17 + S16: a portal’s 200 to a batch leaves every entry waiting and batches on', async () => {
    const tab = t.device.openTab();
    for (const siteId of [1, 2, 3]) await t.device.commands.putWishlist(1, siteId, WISH);
    inTheWay = portal;
    expect(await tab.sync()).toMatchObject({ kind: 'waiting', sent: 0 });
    expect((await t.device.entries()).map((e) => e.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    inTheWay = null;
    t.clock += 60 * 60_000;
    expect(await tab.sync()).toEqual({ kind: 'drained', sent: 3 });
    expect(t.api.batches).toHaveLength(1);
    expect(t.api.wishlist.size).toBe(3);
  });

  it('S17 + S16: a result inside a batch that is not the call’s answer waits, with those after it', async () => {
    await t.device.commands.putWishlist(1, 1, WISH);
    await t.device.commands.removeWishlist(1, 2);
    await t.device.commands.putWishlist(1, 3, WISH);
    // The server answers the removal 204; this one says 200 with a body.
    inTheWay = async (request) => {
      const answer = await t.api.fetch(request);
      const body = (await answer.json()) as SyncBatchResponse;
      body.results[1] = { ...body.results[1], status: 200 } as SyncResult;
      return t.api.json(200, body);
    };
    const outcome = await t.device.openTab().sync();
    expect(outcome).toMatchObject({ kind: 'waiting', sent: 1 });
    expect(await t.device.entries()).toMatchObject([
      { operation: { siteId: 2 }, status: 'pending' },
      { operation: { siteId: 3 }, status: 'pending' },
    ]);
  });

  it('S17 + S14: a pull answered by a portal leaves the rows as they are and does not fail the run', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.openTab().sync();
    for (const answer of [portal, () => t.api.json(200, { results: [] })]) {
      inTheWay = answer;
      expect(await t.device.openTab().sync({ pull: true })).toEqual({ kind: 'drained', sent: 0 });
      expect(await t.device.db.visits.get([1, 10])).toMatchObject({ ...VISIT, serverId: 100 });
    }
  });
});
