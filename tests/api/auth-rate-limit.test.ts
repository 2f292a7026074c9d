import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/server/db/schema';
import {
  type AuthTestApp,
  freshIdentity,
  GOOD_PASSWORD,
  loginAs,
  MINUTE,
  post,
  refreshWith,
  registerUser,
  startAuthTestApp,
} from './support/auth';
import { expectRateLimited, startFreshWindow } from './support/rate-limit-expectations';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp({
    rateLimits: {
      loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
      loginFailuresPerAccountAnyAddress: { limit: 12, windowSeconds: 60 * 60 },
    },
  });
});
afterAll(() => t.close());

describe('failed logins per account', () => {
  it('refuse the 6th attempt in 15 minutes even with the right password, until the window passes', async () => {
    const { user } = await registerUser(t.app);
    startFreshWindow(t);
    t.clock.advance(MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(t.app, user.username, 'wrong password!')).statusCode).toBe(401);
    }
    const sixth = await loginAs(t.app, user.username, GOOD_PASSWORD);
    const retryAfter = expectRateLimited(sixth);
    expect(retryAfter).toBe(14 * 60);
    // The e-mail address is the same account.
    expectRateLimited(await loginAs(t.app, user.email ?? '', GOOD_PASSWORD));

    t.clock.advance(retryAfter * 1000);
    const after = await loginAs(t.app, user.username, GOOD_PASSWORD);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('do not count successful logins', async () => {
    const { user } = await registerUser(t.app);
    startFreshWindow(t);
    for (let i = 0; i < 4; i++) {
      expect((await loginAs(t.app, user.username, 'wrong password!')).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(200);
    }
    expect((await loginAs(t.app, user.username, 'wrong password!')).statusCode).toBe(401);
    expectRateLimited(await loginAs(t.app, user.username, GOOD_PASSWORD));
  });

  it('apply to unknown names as well, so a 429 tells nothing about existence', async () => {
    const { username } = freshIdentity();
    startFreshWindow(t);
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(t.app, username, 'wrong password!')).statusCode).toBe(401);
    }
    expectRateLimited(await loginAs(t.app, username.toUpperCase(), 'wrong password!'));
  });

  it('are counted in the database, so every instance enforces them together', async () => {
    const { user } = await registerUser(t.app);
    const second = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      // The per-IP cases name their client address in X-Forwarded-For, as a proxy would.
      config: { trustProxy: true },
      rateLimits: { loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 } },
    });
    try {
      startFreshWindow(t);
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second.app;
        expect((await loginAs(app, user.username, 'wrong password!')).statusCode).toBe(401);
      }
      expectRateLimited(await loginAs(second.app, user.username, GOOD_PASSWORD));
      expectRateLimited(await loginAs(t.app, user.username, GOOD_PASSWORD));
    } finally {
      await second.close();
    }
  });
});

describe('failed logins are no lockout weapon', () => {
  const loginFrom = (remoteAddress: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username, password },
      remoteAddress,
    });

  it('someone failing from another address does not lock the owner out', async () => {
    const { user } = await registerUser(t.app);
    startFreshWindow(t, 60 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('198.51.100.7', user.username, 'guess!')).statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom('198.51.100.7', user.username, GOOD_PASSWORD));
    const owner = await loginFrom('203.0.113.20', user.username, GOOD_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const { user } = await registerUser(t.app);
    startFreshWindow(t, 60 * MINUTE);
    for (let i = 1; i <= 5; i++) {
      const res = await loginFrom(`2001:db8:1:2::${i}`, user.username, 'guess!');
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom('2001:db8:1:2::99', user.username, GOOD_PASSWORD));
    expect((await loginFrom('2001:db8:1:3::1', user.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('stops at a looser ceiling per account from every address together', async () => {
    const { user } = await registerUser(t.app);
    startFreshWindow(t, 60 * MINUTE);
    for (let i = 0; i < 12; i++) {
      const res = await loginFrom(`192.0.2.${i + 1}`, user.username, 'guess!');
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom('203.0.113.21', user.username, GOOD_PASSWORD));
  });
});

describe('per-IP limits', () => {
  let limited: AuthTestApp;
  beforeAll(async () => {
    limited = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      // The per-IP cases name their client address in X-Forwarded-For, as a proxy would.
      config: { trustProxy: true },
      rateLimits: {
        loginPerIp: { limit: 3, windowSeconds: 15 * 60 },
        registerPerIp: { limit: 2, windowSeconds: 60 * 60 },
        refreshPerIp: { limit: 3, windowSeconds: 15 * 60 },
      },
    });
  });
  afterAll(() => limited.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('limit login attempts per client address', async () => {
    startFreshWindow(limited);
    for (let i = 0; i < 3; i++) {
      const res = await loginAs(
        limited.app,
        freshIdentity().username,
        'whatever1',
        from('203.0.113.7'),
      );
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(await loginAs(limited.app, 'anyone', 'whatever1', from('203.0.113.7')));
    const elsewhere = await loginAs(limited.app, 'anyone', 'whatever1', from('203.0.113.8'));
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limit registrations per client address per hour', async () => {
    startFreshWindow(limited, 60 * MINUTE);
    const body = () => ({ ...freshIdentity(), password: GOOD_PASSWORD });
    for (let i = 0; i < 2; i++) {
      const res = await post(limited.app, '/api/auth/register/', body(), from('198.51.100.1'));
      expect(res.statusCode).toBe(201);
    }
    const refused = await post(limited.app, '/api/auth/register/', body(), from('198.51.100.1'));
    expect(expectRateLimited(refused)).toBe(60 * 60);
    limited.clock.advance(60 * MINUTE);
    const later = await post(limited.app, '/api/auth/register/', body(), from('198.51.100.1'));
    expect(later.statusCode).toBe(201);
  });

  it('limit refreshes per client address', async () => {
    const { refresh } = await registerUser(limited.app);
    startFreshWindow(limited);
    let token = refresh;
    for (let i = 0; i < 3; i++) {
      const res = await post(
        limited.app,
        '/api/auth/token/refresh/',
        { refresh: token },
        from('192.0.2.5'),
      );
      expect(res.statusCode).toBe(200);
      token = res.json().refresh;
    }
    const refused = await post(
      limited.app,
      '/api/auth/token/refresh/',
      { refresh: token },
      from('192.0.2.5'),
    );
    expectRateLimited(refused);
    // The refused attempt did not use the token up.
    expect((await refreshWith(limited.app, token)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  // inject() connects from 127.0.0.1: that is the proxy, and it appended the real client last.
  const spoofed = (first: string) => ({ 'x-forwarded-for': `${first}, 203.0.113.50` });
  for (const trustProxy of [1, ['127.0.0.0/8']]) {
    it(`${JSON.stringify(trustProxy)}: the address the proxy appended counts, whatever the client put before it`, async () => {
      const limited = await startAuthTestApp({
        database: t.database,
        clock: t.clock,
        config: { trustProxy },
        rateLimits: { loginPerIp: { limit: 2, windowSeconds: 15 * 60 } },
      });
      try {
        startFreshWindow(limited);
        for (const first of ['198.51.100.1', '198.51.100.2']) {
          const res = await loginAs(limited.app, 'nobody-here', 'whatever1', spoofed(first));
          expect(res.statusCode).toBe(401);
        }
        expectRateLimited(
          await loginAs(limited.app, 'nobody-here', 'whatever1', spoofed('198.51.100.3')),
        );
      } finally {
        await limited.close();
      }
    });
  }
});

describe('per sign-in refresh limit', () => {
  it('limits the refreshes of one sign-in from any address; another sign-in is not affected', async () => {
    const limited = await startAuthTestApp({
      database: t.database,
      clock: t.clock,
      config: { trustProxy: true },
      rateLimits: { refreshPerFamily: { limit: 2, windowSeconds: 15 * 60 } },
    });
    try {
      const signIn = await registerUser(limited.app);
      const other = await loginAs(limited.app, signIn.user.username, GOOD_PASSWORD);
      startFreshWindow(limited);
      let token = signIn.refresh;
      for (const ip of ['192.0.2.10', '192.0.2.11']) {
        const res = await post(
          limited.app,
          '/api/auth/token/refresh/',
          { refresh: token },
          {
            'x-forwarded-for': ip,
          },
        );
        expect(res.statusCode).toBe(200);
        token = res.json().refresh;
      }
      expectRateLimited(
        await post(
          limited.app,
          '/api/auth/token/refresh/',
          { refresh: token },
          {
            'x-forwarded-for': '192.0.2.12',
          },
        ),
      );
      expect((await refreshWith(limited.app, other.json().refresh)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('old counters', () => {
  it('are deleted now and then', async () => {
    const { user } = await registerUser(t.app);
    await loginAs(t.app, user.username, 'wrong password!');
    const before = await t.database.db.select().from(rateLimitCounters);
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(2 * 60 * MINUTE);
    await loginAs(t.app, user.username, 'wrong password!');
    const after = await t.database.db.select().from(rateLimitCounters);
    const oldest = Math.min(...after.map((row) => row.windowStart.getTime()));
    expect(oldest).toBeGreaterThanOrEqual(t.clock.now().getTime() - 60 * MINUTE);
  });
});
