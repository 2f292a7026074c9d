/**
 * docs/SYNC.md S16: queued photo-less changes travel in batches, each answer settled as if
 * it had come alone. The other rules: outbox-rules.test.ts.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OUTBOX_BATCH_MAX } from '../../../../src/client/sync/outbox-sender';
import { createDevice } from '../../../support/outbox-device';
import { user, wishItem } from './fake-api';
import { signedInDeviceForEachTest, VISIT, WISH } from './signed-in-device';

const t = signedInDeviceForEachTest();

describe('batches', () => {
  const jpeg = () => new Blob(['jpeg'], { type: 'image/jpeg' });
  const sentPaths = () => t.api.log.filter((l) => l.key).map((l) => l.path);

  it('S16: photo-less entries travel together in order; a photo goes alone on its own call', async () => {
    await t.device.commands.recordVisit(1, 10, VISIT);
    await t.device.commands.putWishlist(1, 11, WISH);
    await t.device.commands.recordVisit(1, 12, VISIT, jpeg());
    await t.device.commands.putWishlist(1, 13, WISH);
    await t.device.commands.removeVisit(1, 14);
    const outcome = await t.device.openTab().sync();
    expect(outcome).toEqual({ kind: 'drained', sent: 5 });
    expect(t.api.batches).toHaveLength(2);
    expect(sentPaths()).toEqual([
      '/heritage/sites/10/visit/',
      '/wishlist/sites/11/',
      '/heritage/sites/12/visit/',
      '/wishlist/sites/13/',
      '/heritage/sites/14/unvisit/',
    ]);
    expect(t.api.visits.get('1:12')?.photos).toHaveLength(1);
    expect(await t.device.db.visits.get([1, 10])).toMatchObject({ serverId: expect.any(Number) });
  });

  it('S16: at most OUTBOX_BATCH_MAX entries per call', async () => {
    for (let siteId = 1; siteId <= OUTBOX_BATCH_MAX + 1; siteId += 1) {
      await t.device.commands.putWishlist(1, siteId, WISH);
    }
    await t.device.openTab().sync();
    expect(t.api.batches).toHaveLength(1);
    expect(t.api.log.filter((l) => l.key)).toHaveLength(OUTBOX_BATCH_MAX + 1);
    expect(await t.device.entries()).toEqual([]);
  });

  it('an import (docs/EXPORT.md I3) records every visit in one transaction, sent in batches', async () => {
    const imported = Array.from({ length: OUTBOX_BATCH_MAX * 2 + 1 }, (_, i) => ({
      siteId: 1_000 + i,
      visit: { ...VISIT, comment: `取り込み ${i}` },
    }));
    await t.device.commands.recordVisits(1, imported);
    expect(await t.device.entries()).toHaveLength(imported.length);
    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key)).toHaveLength(imported.length);
    expect(t.api.batches.length).toBeGreaterThanOrEqual(2);
    expect(t.api.visits.get('1:1000')).toMatchObject({ comment: '取り込み 0' });
    expect(await t.device.entries()).toEqual([]);
  });

  it('an import that fails part-way leaves nothing on the device', async () => {
    const good = { siteId: 10, visit: VISIT };
    // No valid IndexedDB key: the write of this row throws inside the transaction.
    const broken = { siteId: Number.NaN, visit: VISIT };
    await expect(t.device.commands.recordVisits(1, [good, broken])).rejects.toThrow(
      expect.objectContaining({ name: 'DataError' }),
    );
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.visits.count()).toBe(0);
  });

  it('S16 + S11: a refusal inside a batch fails that entry alone', async () => {
    await t.device.commands.putWishlist(1, 1, WISH);
    await t.device.commands.putWishlist(1, 2, WISH);
    await t.device.commands.putWishlist(1, 3, WISH);
    t.api.answerNext(() => t.api.json(200, { ...wishItem(1) }));
    t.api.answerNext(() => t.api.json(404, { detail: 'ない' }));
    await t.device.openTab().sync();
    const left = await t.device.entries();
    expect(left).toEqual([
      expect.objectContaining({
        target: 'wishlist:2',
        status: 'failed',
        failure: { status: 404, message: 'ない' },
      }),
    ]);
    expect(await t.device.db.wishlist.get([1, 2])).toBeUndefined();
    expect(t.api.wishlist.has('1:3')).toBe(true);
  });

  it('S16 + S9: a 5xx inside a batch: those before are done, it waits, those after were never tried', async () => {
    for (const siteId of [1, 2, 3]) await t.device.commands.putWishlist(1, siteId, WISH);
    t.api.answerNext(() => t.api.json(200, { ...wishItem(1) }));
    t.api.answerNext(() => t.api.json(503, { detail: 'busy' }));
    const outcome = await t.device.openTab().sync();
    expect(outcome).toEqual({ kind: 'waiting', sent: 1, nextAttemptAt: t.clock + 750 });
    const [second, third] = await t.device.entries();
    expect(second).toMatchObject({ target: 'wishlist:2', status: 'pending', attempts: 1 });
    expect(third).toMatchObject({ target: 'wishlist:3', status: 'pending', attempts: 0 });
    // Never tried: removing the wish still cancels it locally (S5).
    await t.device.commands.removeWishlist(1, 3);
    expect((await t.device.entries()).map((e) => e.target)).toEqual(['wishlist:2']);
  });

  it('S16 + S9: a limit reached inside a batch: those before are done, it waits with the server’s reason, those after were never tried', async () => {
    const limited = 'コメントの投稿が多すぎます。しばらく待ってから自動で送信します。';
    for (const siteId of [1, 2, 3]) await t.device.commands.putWishlist(1, siteId, WISH);
    t.api.answerNext(() => t.api.json(200, { ...wishItem(1) }));
    t.api.answerNext(() => t.api.json(429, { detail: limited, code: 'rate_limited' }));
    const outcome = await t.device.openTab().sync();
    expect(outcome).toMatchObject({ kind: 'waiting', sent: 1 });
    const [second, third] = await t.device.entries();
    expect(second).toMatchObject({
      target: 'wishlist:2',
      status: 'pending',
      attempts: 1,
      waiting: { status: 429, message: limited },
    });
    expect(third).toMatchObject({ target: 'wishlist:3', status: 'pending', attempts: 0 });
    expect(third?.waiting).toBeUndefined();
  });

  it('S16 + S2: a batch whose answer is lost is sent again with the same keys and applied once', async () => {
    let lose = true;
    const lossy = createDevice({
      fetch: async (request) => {
        const response = await t.api.fetch(request);
        if (lose && request.url.endsWith('/sync/batch/')) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
      now: () => t.clock,
    });
    await lossy.signIn(user(1), 'access-1', 'refresh-1');
    for (const siteId of [1, 2, 3]) await lossy.commands.putWishlist(1, siteId, WISH);
    const keys = (await lossy.entries()).map((e) => e.id);
    const first = await lossy.openTab().sync();
    expect(first.kind).toBe('waiting');
    // The server may have them: none may be cancelled silently any more (S5).
    expect((await lossy.entries()).map((e) => e.attempts)).toEqual([1, 1, 1]);
    t.clock += 60_000;
    await lossy.openTab().sync();
    expect(await lossy.entries()).toEqual([]);
    expect(t.api.log.filter((l) => l.key).map((l) => l.key)).toEqual([...keys, ...keys]);
    await lossy.close();
  });

  it('S16: a server without the batch call gets the entries one by one', async () => {
    const old = createDevice({
      fetch: (request) =>
        request.url.endsWith('/sync/batch/')
          ? Promise.resolve(t.api.json(404, { detail: 'not found' }))
          : t.api.fetch(request),
      now: () => t.clock,
    });
    await old.signIn(user(1), 'access-1', 'refresh-1');
    for (const siteId of [1, 2]) await old.commands.putWishlist(1, siteId, WISH);
    expect(await old.openTab().sync()).toEqual({ kind: 'drained', sent: 2 });
    expect(t.api.batches).toHaveLength(0);
    expect(sentPaths()).toEqual(['/wishlist/sites/1/', '/wishlist/sites/2/']);
    await old.close();
  });
});
