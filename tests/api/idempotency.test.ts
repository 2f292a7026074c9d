import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import { bearer, DAY, registerUser } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let access: string;
beforeAll(async () => {
  t = await startTestApp();
  const user = await registerUser(t.app);
  access = user.access;
  credentials = { username: user.user.username, password: user.password };
});
afterAll(() => t.close());

/** The same user signs in again: its access token has expired after the clock moved. */
let credentials: { username: string; password: string };
async function freshAccess(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: credentials });
  return res.json().access;
}

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  key: string | undefined,
  payload?: object,
  token = access,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('Idempotency-Key', () => {
  it('returns the stored response to a replayed toggle and never flips it back', async () => {
    const first = await send('POST', '/api/wishlist/toggle/', 'k-toggle-1', {
      heritage_site_id: 688,
    });
    expect(first.statusCode).toBe(201);
    const replay = await send('POST', '/api/wishlist/toggle/', 'k-toggle-1', {
      heritage_site_id: 688,
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const check = await t.app.inject({
      url: '/api/wishlist/check/?heritage_site_id=688',
      headers: bearer(access),
    });
    expect(check.json().in_wishlist).toBe(true);
  });

  it('applies a replayed visit once, including its 201', async () => {
    const body = { rating: 4, visited_date: '2030-01-05', comment: 'once' };
    const first = await send('POST', '/api/heritage/sites/660/visit/', 'k-visit-1', body);
    const second = await send('POST', '/api/heritage/sites/660/visit/', 'k-visit-1', body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses the same key with a different request: 422', async () => {
    await send('DELETE', '/api/heritage/sites/661/unvisit/', 'k-reuse');
    const other = await send('DELETE', '/api/heritage/sites/662/unvisit/', 'k-reuse');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('keeps keys per user: the same key from another user is a new request', async () => {
    const other = await registerUser(t.app);
    const mine = await send('PUT', '/api/wishlist/sites/663/', 'k-shared', { priority: 1 });
    const theirs = await send(
      'PUT',
      '/api/wishlist/sites/663/',
      'k-shared',
      { priority: 1 },
      other.access,
    );
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores nothing when the effect fails, so a corrected retry with the key works', async () => {
    const bad = await send('POST', '/api/heritage/sites/664/visit/', 'k-fail', {
      visited_date: '2099-01-01',
    });
    expect(bad.statusCode).toBe(400);
    const good = await send('POST', '/api/heritage/sites/664/visit/', 'k-fail', {
      visited_date: '2030-01-01',
    });
    expect(good.statusCode).toBe(201);
  });

  it('keeps keys at least 30 days, then lets housekeeping remove them', async () => {
    await send('PUT', '/api/wishlist/sites/665/', 'k-old', {});
    t.clock.advance(31 * DAY);
    access = await freshAccess(); // access tokens live 5 minutes
    const replay = await send('PUT', '/api/wishlist/sites/665/', 'k-old', {});
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const before = (await t.database.db.select().from(idempotencyKeys)).length;
    t.clock.advance(60 * DAY);
    const stranger = (await registerUser(t.app)).access;
    await send('PUT', '/api/wishlist/sites/666/', 'k-trigger', {}, stranger);
    const after = (await t.database.db.select().from(idempotencyKeys)).length;
    expect(after).toBeLessThan(before);
  });

  it('refuses a malformed key with 400', async () => {
    access = await freshAccess();
    const res = await send('PUT', '/api/wishlist/sites/667/', 'has spaces in it', {});
    expect(res.statusCode).toBe(400);
  });
});
