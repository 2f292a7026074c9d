import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../src/shared/api/wishlist';
import { bearer, registerUser } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApp();
  alice = (await registerUser(t.app)).access;
  bob = (await registerUser(t.app)).access;
});
afterAll(() => t.close());

const call = (
  access: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/wishlist/${url}`,
    headers: bearer(access),
    ...(payload ? { payload } : {}),
  });

describe('wishlist', () => {
  it('toggles a site in with priority 2 and empty notes by default, then out', async () => {
    const added = await call(alice, 'POST', 'toggle/', { heritage_site_id: 688 });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'added',
      in_wishlist: true,
      item: {
        priority: 2,
        notes: '',
        heritage_site: { id: 688, name: expect.any(String), country: '日本', country_en: 'Japan' },
      },
    });
    expect((await call(alice, 'GET', 'check/?heritage_site_id=688')).json()).toMatchObject({
      in_wishlist: true,
    });
    const removed = await call(alice, 'POST', 'toggle/', { heritage_site_id: 688 });
    expect(removed.json()).toMatchObject({ status: 'removed', in_wishlist: false, item: null });
    expect((await call(alice, 'GET', 'check/?heritage_site_id=688')).json()).toEqual({
      in_wishlist: false,
      item_id: null,
    });
  });

  it('lists the own items with their sites, and changes priority and notes', async () => {
    const { item } = (
      await call(alice, 'POST', 'toggle/', { heritage_site_id: 660, priority: 3, notes: '春に' })
    ).json();
    const patched = await call(alice, 'PATCH', `${item.id}/`, { priority: 1 });
    expect(patched.json()).toMatchObject({ id: item.id, priority: 1, notes: '春に' });
    const list = (await call(alice, 'GET', '')).json();
    expect(list.count).toBeGreaterThanOrEqual(1);
    expect(list.results.map((i: WishlistItem) => i.heritage_site.id)).toContain(660);
    expect((await call(alice, 'PATCH', `${item.id}/`, { priority: 4 })).statusCode).toBe(400);
  });

  it('never lets another user read or change an item: 404', async () => {
    const { item } = (await call(alice, 'POST', 'toggle/', { heritage_site_id: 661 })).json();
    expect((await call(bob, 'PATCH', `${item.id}/`, { priority: 3 })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `${item.id}/`)).statusCode).toBe(404);
    const bobs = (await call(bob, 'GET', '')).json();
    expect(bobs.results.some((i: WishlistItem) => i.id === item.id)).toBe(false);
    expect((await call(alice, 'DELETE', `${item.id}/`)).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', `${item.id}/`)).statusCode).toBe(404);
  });

  it('sets a state with PUT and DELETE by site, which a replay can never flip', async () => {
    const put = await call(alice, 'PUT', 'sites/662/', { priority: 3 });
    expect(put.statusCode).toBe(201);
    expect((await call(alice, 'PUT', 'sites/662/', { priority: 3 })).statusCode).toBe(200);
    expect((await call(alice, 'GET', 'check/?heritage_site_id=662')).json().in_wishlist).toBe(true);
    expect((await call(alice, 'DELETE', 'sites/662/')).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', 'sites/662/')).statusCode).toBe(204);
    expect((await call(alice, 'GET', 'check/?heritage_site_id=662')).json().in_wishlist).toBe(
      false,
    );
    expect((await call(alice, 'PUT', 'sites/999999/', {})).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject('/api/wishlist/')).statusCode).toBe(401);
  });
});
