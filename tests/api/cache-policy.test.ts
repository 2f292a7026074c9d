import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, registerUser, startAuthTestApp } from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

describe('Cache-Control of /api answers', () => {
  it('is no-store for anything of a user, errors included', async () => {
    const { access } = await registerUser(t.app);
    const answers = [
      await t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) }),
      await t.app.inject({ url: '/api/auth/sessions/', headers: bearer(access) }),
      await t.app.inject({ url: '/api/wishlist/', headers: bearer(access) }),
      await t.app.inject({ url: '/api/auth/profile/' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: {} }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe(
        'no-store',
      );
    }
  });

  it('lets the public catalogue be revalidated with its ETag instead', async () => {
    const res = await t.app.inject('/api/heritage/catalogue/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toEqual(expect.any(String));
  });
});
