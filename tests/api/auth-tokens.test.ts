import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meta, refreshTokens } from '../../src/server/db/schema';
import {
  type AuthTestApp,
  bearer,
  DAY,
  GOOD_PASSWORD,
  loginAs,
  MINUTE,
  post,
  refreshWith,
  registerUser,
  SECOND,
  startAuthTestApp,
} from './support/auth';

let t: AuthTestApp;
let secret: Uint8Array;
beforeAll(async () => {
  t = await startAuthTestApp();
  const [row] = await t.database.db.select().from(meta).where(eq(meta.key, 'jwt_secret'));
  secret = new TextEncoder().encode(row?.value ?? '');
});
afterAll(() => t.close());

const profile = (access: string) =>
  t.app.inject({ url: '/api/auth/profile/', headers: bearer(access) });

function expectTokenNotValid(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' });
}

/** An access token like the server's, with one thing changed. */
async function forge(
  userId: number,
  change: { iss?: string; aud?: string; exp?: number; key?: Uint8Array; typ?: string } = {},
) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ typ: change.typ ?? 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(change.iss ?? 'heritage-passport')
    .setAudience(change.aud ?? 'heritage-passport-api')
    .setIssuedAt(now)
    .setExpirationTime(change.exp ?? now + 300)
    .sign(change.key ?? secret);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('keeps a generated signing secret in the meta table', () => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it('work for 5 minutes by the server clock, then answer 401 token_not_valid', async () => {
    const { access } = await registerUser(t.app);
    expect((await profile(access)).statusCode).toBe(200);
    t.clock.advance(4 * MINUTE + 59 * SECOND);
    expect((await profile(access)).statusCode).toBe(200);
    t.clock.advance(2 * SECOND);
    expectTokenNotValid(await profile(access));
  });

  it('a forged copy with the real secret works (the test forges correctly)', async () => {
    const { user } = await registerUser(t.app);
    expect((await profile(await forge(user.id))).statusCode).toBe(200);
  });

  it('refuse a tampered signature, wrong audience, wrong issuer, wrong key, alg none, other type', async () => {
    const { user, access } = await registerUser(t.app);
    const [header, payload, signature] = access.split('.');
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherUser = b64({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      sub: '1',
    });
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tokens = [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherUser}.${signature}`,
      none,
      `${b64({ alg: 'none' })}.${otherUser}.`,
      await forge(user.id, { aud: 'someone-else' }),
      await forge(user.id, { iss: 'https://evil.example' }),
      await forge(user.id, { key: new TextEncoder().encode('x'.repeat(32)) }),
      await forge(user.id, { exp: Math.floor(t.clock.now().getTime() / 1000) - 1 }),
      await forge(user.id, { typ: 'refresh' }),
      'not-a-jwt',
      '',
    ];
    for (const token of tokens) {
      const res = await t.app.inject({
        url: '/api/auth/profile/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().code, token).toBe('token_not_valid');
    }
  });

  it('a bad token on a public route also answers token_not_valid; no token is a visitor', async () => {
    const res = await t.app.inject({
      url: '/api/heritage/sites/?limit=1',
      headers: bearer('nope'),
    });
    expectTokenNotValid(res);
    expect((await t.app.inject('/api/heritage/sites/?limit=1')).statusCode).toBe(200);
  });

  it('a protected route without a token answers 401 not_authenticated', async () => {
    for (const url of ['/api/auth/profile/', '/api/auth/stats/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    }
  });

  it('of a deleted account answer token_not_valid', async () => {
    const { user, access } = await registerUser(t.app);
    const { users } = await import('../../src/server/db/schema');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expectTokenNotValid(await profile(access));
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new pair and uses up the old refresh token', async () => {
    const first = await registerUser(t.app);
    const res = await refreshWith(t.app, first.refresh);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json();
    expect(second).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);

    const third = await refreshWith(t.app, second.refresh);
    expect(third.statusCode).toBe(200);
  });

  it('are stored only as SHA-256 hashes', async () => {
    const { refresh } = await registerUser(t.app);
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === refresh)).toBe(false);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(refresh).digest('hex');
    expect(rows.some((r) => r.tokenHash === hash)).toBe(true);
  });

  it('reuse of a rotated token revokes the whole family, the newest token too', async () => {
    const signIn = await registerUser(t.app);
    const other = await loginAs(t.app, signIn.user.username, GOOD_PASSWORD);
    const newer = (await refreshWith(t.app, signIn.refresh)).json();
    const newest = (await refreshWith(t.app, newer.refresh)).json();

    const replay = await refreshWith(t.app, signIn.refresh);
    expectTokenNotValid(replay);
    expectTokenNotValid(await refreshWith(t.app, newest.refresh));
    expectTokenNotValid(await refreshWith(t.app, newer.refresh));
    // Another sign-in of the same user is another family and keeps working.
    expect((await refreshWith(t.app, other.json().refresh)).statusCode).toBe(200);
  });

  it('two refreshes with the same token at once both get the same new pair', async () => {
    const { refresh } = await registerUser(t.app);
    const results = await Promise.all([refreshWith(t.app, refresh), refreshWith(t.app, refresh)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((r) => r.json());
    expect(second).toEqual(first);
    expect((await profile(first.access)).statusCode).toBe(200);
    expect((await refreshWith(t.app, first.refresh)).statusCode).toBe(200);
  });

  it('a lost answer: the same token again within 30 s gives the very same pair, and the sign-in goes on', async () => {
    const { refresh } = await registerUser(t.app);
    const lost = (await refreshWith(t.app, refresh)).json();
    t.clock.advance(25 * SECOND);
    const again = await refreshWith(t.app, refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(lost);
    const next = await refreshWith(t.app, lost.refresh);
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json().access)).statusCode).toBe(200);
  });

  it('after the 30 s grace, the rotated token presented again revokes the family', async () => {
    const { refresh } = await registerUser(t.app);
    const rotated = (await refreshWith(t.app, refresh)).json();
    t.clock.advance(31 * SECOND);
    expectTokenNotValid(await refreshWith(t.app, refresh));
    expectTokenNotValid(await refreshWith(t.app, rotated.refresh));
  });

  it('within the grace, once the new token has been used, the old one revokes the family', async () => {
    const { refresh } = await registerUser(t.app);
    const rotated = (await refreshWith(t.app, refresh)).json();
    const newest = (await refreshWith(t.app, rotated.refresh)).json();
    t.clock.advance(5 * SECOND);
    expectTokenNotValid(await refreshWith(t.app, refresh));
    expectTokenNotValid(await refreshWith(t.app, newest.refresh));
  });

  it('live 30 days from their issue, renewed by each refresh', async () => {
    const { refresh } = await registerUser(t.app);
    t.clock.advance(29 * DAY);
    const renewed = await refreshWith(t.app, refresh);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    const again = await refreshWith(t.app, renewed.json().refresh);
    expect(again.statusCode).toBe(200);
    t.clock.advance(30 * DAY + SECOND);
    expectTokenNotValid(await refreshWith(t.app, again.json().refresh));
  });

  it('never outlive 90 days from sign-in, however often refreshed', async () => {
    let { refresh } = await registerUser(t.app);
    for (const day of [20, 40, 60, 80]) {
      t.clock.advance(20 * DAY);
      const res = await refreshWith(t.app, refresh);
      expect(res.statusCode, `day ${day}`).toBe(200);
      refresh = res.json().refresh;
    }
    // The token of day 80 expires at day 90 (the family's limit), not day 110.
    t.clock.advance(10 * DAY - SECOND);
    const last = await refreshWith(t.app, refresh);
    expect(last.statusCode).toBe(200);
    t.clock.advance(2 * SECOND);
    expectTokenNotValid(await refreshWith(t.app, last.json().refresh));
  });

  it('need no bearer header, and work with an expired one attached', async () => {
    const { refresh, access } = await registerUser(t.app);
    t.clock.advance(10 * MINUTE);
    const res = await post(t.app, '/api/auth/token/refresh/', { refresh }, bearer(access));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('unknown, empty or missing refresh tokens are refused', async () => {
    expectTokenNotValid(await refreshWith(t.app, 'made-up'));
    expectTokenNotValid(await refreshWith(t.app, ''));
    const missing = await post(t.app, '/api/auth/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().codes).toEqual({ refresh: ['required'] });
  });
});

describe('POST /api/auth/logout/', () => {
  it('revokes the sign-in of the token (204) and leaves other sign-ins alone', async () => {
    const signIn = await registerUser(t.app);
    const other = (await loginAs(t.app, signIn.user.username, GOOD_PASSWORD)).json();
    const rotated = (await refreshWith(t.app, signIn.refresh)).json();

    const res = await post(t.app, '/api/auth/logout/', { refresh: rotated.refresh });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectTokenNotValid(await refreshWith(t.app, rotated.refresh));
    expect((await refreshWith(t.app, other.refresh)).statusCode).toBe(200);
  });

  it('answers 204 for an unknown token too, and again for the same token', async () => {
    expect((await post(t.app, '/api/auth/logout/', { refresh: 'unknown' })).statusCode).toBe(204);
    const { refresh } = await registerUser(t.app);
    expect((await post(t.app, '/api/auth/logout/', { refresh })).statusCode).toBe(204);
    expect((await post(t.app, '/api/auth/logout/', { refresh })).statusCode).toBe(204);
  });
});

describe('signing secret', () => {
  it('is shared by every instance on the same database', async () => {
    const second = await startAuthTestApp({ database: t.database, clock: t.clock });
    try {
      const { access, refresh } = await registerUser(second.app);
      expect((await profile(access)).statusCode).toBe(200);
      expect((await refreshWith(t.app, refresh)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('comes from JWT_SECRET when configured', async () => {
    const jwtSecret = 'configured-secret-configured-secret-0123456789';
    const configured = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { jwtSecret },
    });
    try {
      const { user, access } = await registerUser(configured.app);
      expect((await profile(access)).statusCode).toBe(401);
      const own = await forge(user.id, { key: new TextEncoder().encode(jwtSecret) });
      const res = await configured.app.inject({ url: '/api/auth/profile/', headers: bearer(own) });
      expect(res.statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  });
});

describe('signing keys', () => {
  const oldSecret = 'old-secret-old-secret-old-secret-0123456789';
  const newSecret = 'new-secret-new-secret-new-secret-0123456789';
  const headerOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());

  it('each token names its key (kid), and a new secret still accepts the old one listed as previous', async () => {
    const before = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { jwtSecret: oldSecret },
    });
    const after = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { jwtSecret: newSecret, jwtPreviousSecrets: [oldSecret] },
    });
    const without = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { jwtSecret: newSecret },
    });
    try {
      const { access } = await registerUser(before.app);
      const fresh = (await registerUser(after.app)).access;
      expect(headerOf(access).kid).toEqual(expect.any(String));
      expect(headerOf(fresh).kid).not.toBe(headerOf(access).kid);
      const ask = (app: typeof t.app, token: string) =>
        app.inject({ url: '/api/auth/profile/', headers: bearer(token) });
      expect((await ask(after.app, access)).statusCode).toBe(200);
      expect((await ask(after.app, fresh)).statusCode).toBe(200);
      // Once the old secret is no longer listed, its tokens are refused.
      expectTokenNotValid(await ask(without.app, access));
      expect((await ask(without.app, fresh)).statusCode).toBe(200);
    } finally {
      await Promise.all([before.close(), after.close(), without.close()]);
    }
  });

  it('a token naming an unknown key is refused, even when signed with the current secret', async () => {
    const { user } = await registerUser(t.app);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'someone-elses-key' })
      .setSubject(String(user.id))
      .setIssuer('heritage-passport')
      .setAudience('heritage-passport-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(secret);
    expectTokenNotValid(await profile(token));
  });
});
