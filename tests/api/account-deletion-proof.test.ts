import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, loginAs, refreshWith, registerUser } from './support/auth';
import { FakeGoogle, GOOGLE_TEST_CLIENT_ID } from './support/auth-google';
import { api, type Member, member, siteIds, visit } from './support/social';
import { rowCounts, rowsNaming } from './support/table-rows';
import { startTestApp, type TestApp } from './support/test-app';

/** Deleting the account: who may, how they prove it, and what ends with it. */

let t: TestApp;
let google: FakeGoogle;
let sites: number[];
beforeAll(async () => {
  google = await FakeGoogle.start();
  t = await startTestApp({
    config: { googleClientId: GOOGLE_TEST_CLIENT_ID, googleJwksUrl: google.jwksUrl },
  });
  sites = await siteIds(t, 20);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const site = (i: number) => sites[i] ?? 0;
const settled = () => t.settled();
const deleteAccount = (who: Member, payload?: object) =>
  api(t, who, 'DELETE', '/auth/account/', payload);

describe('DELETE /api/auth/account/: the proof', () => {
  it('ends every session: the login, the refresh token and the access token are refused', async () => {
    const { user, access, refresh } = await registerUser(t.app);
    const who = { id: user.id, access, username: user.username };
    expect((await deleteAccount(who, { password: GOOD_PASSWORD })).statusCode).toBe(204);
    expect((await loginAs(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await refreshWith(t.app, refresh)).statusCode).toBe(401);
    expect((await api(t, who, 'GET', '/auth/profile/')).statusCode).toBe(401);
    // The access token lives a few minutes more: a change it makes is a session ended, not a 500.
    const visitAfter = await api(t, who, 'POST', `/heritage/sites/${site(9)}/visit/`, {
      visited_date: '2030-03-01',
      rating: 3,
    });
    expect([visitAfter.statusCode, visitAfter.json().code]).toEqual([401, 'token_not_valid']);
    const wishAfter = await api(t, who, 'PUT', `/wishlist/sites/${site(9)}/`, { priority: 1 });
    expect(wishAfter.statusCode).toBe(401);
    expect((await deleteAccount(who, { password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  it('is refused without the password, with a wrong one, or without signing in; nothing changes', async () => {
    const who = await member(t);
    await visit(t, who, site(7));
    await settled();
    const before = await rowCounts(t.database.db);
    const missing = await deleteAccount(who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid', password: ['この項目は必須です。'] });
    const wrong = await deleteAccount(who, { password: `${GOOD_PASSWORD}!` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toEqual(['現在のパスワードが正しくありません。']);
    expect((await deleteAccount(who)).statusCode).toBe(400);
    expect(
      (await api(t, undefined, 'DELETE', '/auth/account/', { password: GOOD_PASSWORD })).statusCode,
    ).toBe(401);
    const tooLong = await deleteAccount(who, { password: 'x'.repeat(5000) });
    expect([tooLong.statusCode, tooLong.json().codes]).toEqual([400, { password: ['too_long'] }]);
    await settled();
    const { rate_limit_counters: _, ...counted } = await rowCounts(t.database.db);
    const { rate_limit_counters: __, ...expected } = before;
    expect(counted).toEqual(expected);
    expect((await loginAs(t.app, who.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong password like a failed login: a guesser with a stolen session is stopped', async () => {
    const strict = await startTestApp({
      database: t.database,
      clock: t.clock,
      rateLimits: { loginFailuresPerAccount: { limit: 3, windowSeconds: 15 * 60 } },
    });
    try {
      const who = await member(t);
      for (let i = 0; i < 3; i++) {
        expect(
          (await api(strict, who, 'DELETE', '/auth/account/', { password: `guess${i}` }))
            .statusCode,
        ).toBe(400);
      }
      const stopped = await api(strict, who, 'DELETE', '/auth/account/', {
        password: GOOD_PASSWORD,
      });
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      expect((await rowsNaming(t.database.db, who.id)).users).toBe(1);
    } finally {
      await strict.close();
    }
  });

  it('a Google-only account proves itself with a fresh token of its own Google account', async () => {
    const sub = `10${Date.now()}`;
    const signIn = async (claims: { sub: string; email: string }) => {
      const nonce = (await api(t, undefined, 'POST', '/auth/google/nonce/', {})).json().nonce;
      return google.idToken({ ...claims, nonce }, { now: t.clock.now() });
    };
    const email = `g${sub}@example.com`;
    const login = await api(t, undefined, 'POST', '/auth/google/', {
      token: await signIn({ sub, email }),
    });
    expect(login.statusCode, login.body).toBe(200);
    const who = { id: login.json().user.id, access: login.json().access, username: '' };

    const missing = await deleteAccount(who, { password: GOOD_PASSWORD });
    expect(missing.json()).toMatchObject({ google_token: ['この項目は必須です。'] });
    const someoneElse = await deleteAccount(who, {
      google_token: await signIn({ sub: `${sub}9`, email: `x${email}` }),
    });
    expect([someoneElse.statusCode, someoneElse.json().code]).toEqual([
      403,
      'google_account_mismatch',
    ]);
    const noNonce = await deleteAccount(who, {
      google_token: await google.idToken({ sub, email }, { now: t.clock.now() }),
    });
    expect(noNonce.statusCode).toBe(400);
    const res = await deleteAccount(who, { google_token: await signIn({ sub, email }) });
    expect(res.statusCode, res.body).toBe(204);
    expect((await rowsNaming(t.database.db, who.id)).users).toBe(0);
  });
});
