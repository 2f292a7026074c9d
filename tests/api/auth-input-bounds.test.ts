import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  bearer,
  freshIdentity,
  GOOD_PASSWORD,
  post,
  registerUser,
  startAuthTestApp,
} from './support/auth';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

/**
 * Bounded request fields: no string of an account request is read, compared
 * or hashed beyond its bound, so one unauthenticated request cannot hold the
 * server for everyone else.
 */
describe('bounded request fields', () => {
  it('answers a register with a 1 MB e-mail 400 at once, without delaying a health request', async () => {
    // A password of the longest allowed length against a megabyte of e-mail was the
    // quadratic case of the similarity check: seconds of a blocked event loop.
    const body = { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'p'.repeat(128) };
    // Warm both paths so the timing below measures the requests, not first-call compilation.
    await post(t.app, '/api/auth/register/', { email: 'x', password: 'y' });
    await t.app.inject('/api/health');

    const started = performance.now();
    const timed = async <T>(request: Promise<T>) => {
      const result = await request;
      return { result, ms: performance.now() - started };
    };
    const [register, health] = await Promise.all([
      timed(post(t.app, '/api/auth/register/', body)),
      timed(t.app.inject('/api/health')),
    ]);

    expect(register.result.statusCode).toBe(400);
    expect(register.result.json().codes).toMatchObject({ email: ['too_long'] });
    expect(register.result.json().email).toEqual(['254文字以内で入力してください。']);
    expect(health.result.statusCode).toBe(200);
    // A few milliseconds on an idle machine; the bound leaves room for a loaded CI host
    // while still failing the quadratic comparison, which held the event loop for seconds.
    expect(register.ms, 'register answered').toBeLessThan(1_500);
    expect(health.ms, 'health answered').toBeLessThan(1_500);
  });

  it('refuses every over-long field of register and login with too_long', async () => {
    const { username, email } = freshIdentity();
    const cases: [string, object, string][] = [
      [
        '/api/auth/register/',
        { username: 'u'.repeat(31), email, password: GOOD_PASSWORD },
        'username',
      ],
      ['/api/auth/register/', { email: 'e'.repeat(255), password: GOOD_PASSWORD }, 'email'],
      ['/api/auth/register/', { email, password: 'p'.repeat(257) }, 'password'],
      [
        '/api/auth/register/',
        { email, password: GOOD_PASSWORD, password_confirm: 'p'.repeat(257) },
        'password_confirm',
      ],
      [
        '/api/auth/register/',
        { email, password: GOOD_PASSWORD, display_name: 'な'.repeat(101) },
        'display_name',
      ],
      ['/api/auth/login/', { username: 'u'.repeat(255), password: GOOD_PASSWORD }, 'username'],
      ['/api/auth/login/', { email: 'e'.repeat(255), password: GOOD_PASSWORD }, 'email'],
      ['/api/auth/login/', { username, password: 'p'.repeat(2049) }, 'password'],
      ['/api/auth/token/refresh/', { refresh: 'r'.repeat(513) }, 'refresh'],
      ['/api/auth/logout/', { refresh: 'r'.repeat(513) }, 'refresh'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(t.app, url, body);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().codes?.[field], `${url} ${field}`).toEqual(['too_long']);
    }
  });

  it('still takes a display name of 50 characters outside the BMP (100 UTF-16 units)', async () => {
    const displayName = '🏯'.repeat(50);
    const { user } = await registerUser(t.app, { display_name: displayName });
    expect(user.display_name).toBe(displayName);
    const res = await post(t.app, '/api/auth/register/', {
      email: freshIdentity().email,
      password: GOOD_PASSWORD,
      display_name: '🏯'.repeat(51),
    });
    expect(res.json().codes).toEqual({ display_name: ['display_name_too_long'] });
  });

  it('accepts a login password longer than a new one may be, and refuses it without an account', async () => {
    const { user } = await registerUser(t.app);
    const res = await post(t.app, '/api/auth/login/', {
      username: user.username,
      password: 'p'.repeat(1024),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses over-long profile fields with too_long', async () => {
    const { access } = await registerUser(t.app);
    const fields: [string, string][] = [
      ['display_name', 'x'.repeat(101)],
      ['bio', 'x'.repeat(1001)],
      ['location', 'x'.repeat(201)],
      ['website', `https://${'x'.repeat(400)}.jp`],
      ['birth_date', '2'.repeat(33)],
    ];
    for (const [field, value] of fields) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile/',
        headers: bearer(access),
        payload: { [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().codes?.[field], field).toEqual(['too_long']);
    }
  });
});
