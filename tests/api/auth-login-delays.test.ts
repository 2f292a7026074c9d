import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  GOOD_PASSWORD,
  MINUTE,
  registerUser,
  SECOND,
  startAuthTestApp,
} from './support/auth';
import { expectRateLimited, startFreshWindow } from './support/rate-limit-expectations';

describe('failed logins are no lockout weapon: growing delays', () => {
  let slowed: AuthTestApp;
  beforeAll(async () => {
    slowed = await startAuthTestApp({
      rateLimits: {
        loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
        loginFailuresPerAccountAnyAddress: { limit: 12, windowSeconds: 60 * 60 },
        loginDelays: { limit: 3, windowSeconds: 8 },
      },
    });
  });
  afterAll(() => slowed.close());

  const ATTACKER_A = '198.51.100.30';
  const ATTACKER_B = '198.51.100.31';
  const OWNER = '203.0.113.40';
  const loginFrom = (remoteAddress: string, username: string, password: string) =>
    slowed.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username, password },
      remoteAddress,
    });

  /** Three failures from A: the account reaches the point where delays begin. */
  async function failThreeTimes(username: string) {
    startFreshWindow(slowed, 60 * MINUTE);
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom(ATTACKER_A, username, 'guess!')).statusCode).toBe(401);
    }
  }

  it('an address that failed waits 2 s, then 4 s, then 8 s (the cap) between attempts', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    // B has not failed yet: its first attempt is not delayed, its second starts the turns.
    expect((await loginFrom(ATTACKER_B, user.username, 'guess!')).statusCode).toBe(401);
    expect((await loginFrom(ATTACKER_B, user.username, 'guess!')).statusCode).toBe(401);

    expect(expectRateLimited(await loginFrom(ATTACKER_A, user.username, 'guess!'))).toBe(4);
    slowed.clock.advance(4 * SECOND);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);

    expect(expectRateLimited(await loginFrom(ATTACKER_B, user.username, 'guess!'))).toBe(8);
    slowed.clock.advance(7 * SECOND);
    expect(expectRateLimited(await loginFrom(ATTACKER_B, user.username, 'guess!'))).toBe(1);
    slowed.clock.advance(1 * SECOND);
    expect((await loginFrom(ATTACKER_B, user.username, 'guess!')).statusCode).toBe(401);

    // Seven failures: the doubling would give 16 s, the cap keeps it at 8.
    expect(expectRateLimited(await loginFrom(ATTACKER_A, user.username, 'guess!'))).toBe(8);
  });

  it('a delayed attempt is refused before its password is checked, even when right', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
    expectRateLimited(await loginFrom(ATTACKER_A, user.username, GOOD_PASSWORD));
    slowed.clock.advance(2 * SECOND);
    const later = await loginFrom(ATTACKER_A, user.username, GOOD_PASSWORD);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('the owner, from an address with no failure, signs in at once while the account is hammered', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
    for (let i = 0; i < 30; i++) {
      expectRateLimited(await loginFrom(ATTACKER_A, user.username, 'guess!'));
    }
    const owner = await loginFrom(OWNER, user.username, GOOD_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refused attempts do not count towards the ceiling from every address', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
    for (let i = 0; i < 20; i++) {
      expectRateLimited(await loginFrom(ATTACKER_A, user.username, 'guess!'));
    }
    // Four failures of twelve: a fresh address still has its password checked.
    expect((await loginFrom(ATTACKER_B, user.username, 'guess!')).statusCode).toBe(401);
  });

  it('two attempts at the same moment from addresses that failed: one is checked, one waits', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    expect((await loginFrom(ATTACKER_B, user.username, 'guess!')).statusCode).toBe(401);
    const answers = await Promise.all([
      loginFrom(ATTACKER_A, user.username, 'guess!'),
      loginFrom(ATTACKER_B, user.username, 'guess!'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([401, 429]);
  });

  it('delays end with the ceiling’s window', async () => {
    const { user } = await registerUser(slowed.app);
    await failThreeTimes(user.username);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
    expectRateLimited(await loginFrom(ATTACKER_A, user.username, 'guess!'));
    startFreshWindow(slowed, 60 * MINUTE);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
    expect((await loginFrom(ATTACKER_A, user.username, 'guess!')).statusCode).toBe(401);
  });
});
