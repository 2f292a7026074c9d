import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySyncBatch } from '../../src/server/services/sync-batch-service';
import type { VisitsContext } from '../../src/server/services/visits-service';
import type { SyncOperation } from '../../src/shared/api/sync';
import { bearer, registerUser } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

// docs/SYNC.md S16: the batch call applies each operation as its single call would.

let t: TestApp;
let access: string;
let userId: number;
/** Real site ids of the catalogue; `site(n)` is the n-th. */
let siteIds: number[];
const site = (n: number) => siteIds[n] as number;
beforeAll(async () => {
  t = await startTestApp();
  siteIds = (await t.app.inject('/api/heritage/sites/?limit=40'))
    .json()
    .results.map((s: { id: number }) => s.id);
  const user = await registerUser(t.app);
  access = user.access;
  userId = user.user.id;
});
afterAll(() => t.close());

let serial = 0;
const key = () => `batch-key-${++serial}`;
const visitPut = (siteId: number, visit: object, k = key()): SyncOperation => ({
  kind: 'visit.put',
  idempotency_key: k,
  site_id: siteId,
  visit: { visited_date: '2030-01-02', rating: 4, comment: '', ...visit },
});
const batch = (operations: unknown[], token = access) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sync/batch/',
    headers: bearer(token),
    payload: { operations },
  });
const ownVisits = async () =>
  (await t.app.inject({ url: '/api/heritage/visits/', headers: bearer(access) })).json().results;
const ownWishlist = async () =>
  (await t.app.inject({ url: '/api/wishlist/', headers: bearer(access) })).json().results;

describe('POST /api/sync/batch/', () => {
  it('applies operations in order and answers each as its single call would', async () => {
    const res = await batch([
      visitPut(site(0), { rating: 3, comment: '  first  ' }),
      { kind: 'wishlist.put', idempotency_key: key(), site_id: site(1), item: { priority: 3 } },
      visitPut(site(0), { rating: 5 }),
      { kind: 'wishlist.put', idempotency_key: key(), site_id: site(2), item: {} },
      { kind: 'wishlist.delete', idempotency_key: key(), site_id: site(2) },
      visitPut(site(3), {}),
      { kind: 'visit.delete', idempotency_key: key(), site_id: site(3) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { status: number }) => r.status)).toEqual([
      201, 201, 200, 201, 204, 201, 204,
    ]);
    expect(results[0].body).toMatchObject({
      rating: 3,
      comment: 'first',
      heritage_site: { id: site(0) },
    });
    expect(results[1].body).toMatchObject({
      priority: 3,
      notes: '',
      heritage_site: { id: site(1) },
    });
    expect(results[4].body).toBeNull();

    const visits = await ownVisits();
    expect(visits.map((v: { heritage_site: { id: number } }) => v.heritage_site.id)).toEqual([
      site(0),
    ]);
    expect(visits[0]).toMatchObject({ rating: 5, comment: '' });
    const wishlist = await ownWishlist();
    expect(wishlist.map((w: { heritage_site: { id: number } }) => w.heritage_site.id)).toEqual([
      site(1),
    ]);
  });

  it('a refused operation fails alone, with the message its single call gives', async () => {
    const res = await batch([
      visitPut(site(4), { rating: 9 }),
      visitPut(999_999, {}),
      visitPut(site(5), { visited_date: '2099-01-01' }),
      { kind: 'wishlist.put', idempotency_key: key(), site_id: site(6), item: { priority: 7 } },
      visitPut(site(7), { comment: 'kept' }),
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { status: number }) => r.status)).toEqual([400, 404, 400, 400, 201]);
    expect(results[0].body.rating).toEqual([expect.any(String)]);
    expect(results[1].body.detail).toBe('指定された世界遺産は見つかりませんでした。');
    expect(results[2].body.visited_date).toEqual(['訪問日に未来の日付は指定できません。']);
    expect(results[3].body.priority).toEqual([expect.any(String)]);
    const sites = (await ownVisits()).map(
      (v: { heritage_site: { id: number } }) => v.heritage_site.id,
    );
    expect(sites).toContain(site(7));
    expect(sites).not.toContain(site(4));
    expect(sites).not.toContain(site(5));
  });

  it('shares keys with the single calls: either way round, the first answer replays', async () => {
    const singleKey = key();
    const single = await t.app.inject({
      method: 'POST',
      url: `/api/heritage/sites/${site(8)}/visit/`,
      headers: { ...bearer(access), 'idempotency-key': singleKey },
      payload: { visited_date: '2030-01-02', rating: 2, comment: 'once' },
    });
    expect(single.statusCode).toBe(201);
    const batchKey = key();
    const res = await batch([
      visitPut(site(8), { rating: 2, comment: 'once' }, singleKey),
      { kind: 'wishlist.put', idempotency_key: batchKey, site_id: site(9), item: { priority: 1 } },
    ]);
    const [replayed, added] = res.json().results;
    expect(replayed).toMatchObject({ status: 201, replayed: true });
    expect(replayed.body).toEqual(single.json());
    expect(added).toMatchObject({ status: 201, replayed: false });

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/sites/${site(9)}/`,
      headers: { ...bearer(access), 'idempotency-key': batchKey },
      payload: { priority: 1 },
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(added.body);

    // The same key for a different change is refused, as the single calls refuse it.
    const reused = await batch([visitPut(site(8), { rating: 5 }, singleKey)]);
    expect(reused.json().results[0].status).toBe(422);
    expect(
      (await ownVisits()).find(
        (v: { heritage_site: { id: number } }) => v.heritage_site.id === site(8),
      ),
    ).toMatchObject({ rating: 2 });
  });

  it('the same batch sent twice (its answer lost) changes nothing the second time', async () => {
    const operations = [
      visitPut(site(10), { rating: 4 }),
      { kind: 'visit.delete', idempotency_key: key(), site_id: site(10) },
      visitPut(site(10), { rating: 1 }),
    ];
    const first = (await batch(operations)).json().results;
    const second = (await batch(operations)).json().results;
    expect(second.map((r: { replayed: boolean }) => r.replayed)).toEqual([true, true, true]);
    expect(second.map((r: { body: unknown }) => r.body)).toEqual(
      first.map((r: { body: unknown }) => r.body),
    );
    const visit = (await ownVisits()).filter(
      (v: { heritage_site: { id: number } }) => v.heritage_site.id === site(10),
    );
    expect(visit).toHaveLength(1);
    expect(visit[0].rating).toBe(1);
  });

  it('refuses the whole request when it is not a batch: no token, empty, too many, bad keys', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch/',
      payload: { operations: [visitPut(site(11), {})] },
    });
    expect(noToken.statusCode).toBe(401);
    expect((await batch([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => visitPut(site(11 + (i % 5)), {}));
    expect((await batch(tooMany)).statusCode).toBe(400);
    const badKey = await batch([{ ...visitPut(site(11), {}), idempotency_key: 'has space' }]);
    expect(badKey.statusCode).toBe(400);
    expect(
      (await batch([{ kind: 'visit.flip', idempotency_key: key(), site_id: site(11) }])).statusCode,
    ).toBe(400);
    expect(
      (await ownVisits()).some(
        (v: { heritage_site: { id: number } }) => v.heritage_site.id === site(11),
      ),
    ).toBe(false);
  });

  it('stops at an unexpected failure: the rest is not applied and the client sends it again', async () => {
    const logged: unknown[] = [];
    const failingKey = key();
    const ctx: VisitsContext = {
      db: t.database.db,
      clock: t.clock.now,
      media: t.app.auth.media,
      background: t.app.auth.background,
      timeZone: t.config.timeZone,
      limits: t.app.auth.limits,
      runIdempotent: async (scope, effect) => {
        if (scope.key === failingKey) throw new Error('disk full (test)');
        return t.app.runIdempotent(scope, effect);
      },
    };
    const results = await applySyncBatch(
      ctx,
      userId,
      [visitPut(site(12), {}), visitPut(site(13), {}, failingKey), visitPut(site(14), {})],
      (error) => logged.push(error),
    );
    expect(results.map((r) => r.status)).toEqual([201, 500]);
    expect(results[1]?.body).toEqual({ detail: expect.any(String), code: 'internal_error' });
    expect(JSON.stringify(results)).not.toContain('disk full');
    expect(logged).toHaveLength(1);
    const sites = (await ownVisits()).map(
      (v: { heritage_site: { id: number } }) => v.heritage_site.id,
    );
    expect(sites).toContain(site(12));
    expect(sites).not.toContain(site(13));
    expect(sites).not.toContain(site(14));
  });
});
