import { createHash } from 'node:crypto';
import { AuthError } from '../auth/errors';
import type { Clock } from '../common/clock';
import { occasionally } from '../common/occasionally';
import type { Database } from '../db/connect';
import { addressKey } from '../http/client-address';
import {
  decrementCounter,
  deleteCountersBefore,
  incrementCounter,
  latestCountedBetween,
} from '../repositories/rate-limit-repository';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitSettings = {
  /**
   * Failed logins per account (or unknown identifier) from one client address. Usernames
   * are public, so a limit per account alone would let anyone lock its owner out.
   */
  loginFailuresPerAccount: RateLimitRule;
  /** Failed logins per account from every address together: a much looser ceiling. */
  loginFailuresPerAccountAnyAddress: RateLimitRule;
  /**
   * Growing delays (reserveLoginAttempt): once an account has failed `limit` times from
   * every address (counted in the ceiling's window), an attempt from an address that failed
   * for it must come 2^(failures − limit) seconds after the previous such attempt (1 s, 2 s,
   * 4 s … as failures grow), never more than `windowSeconds`.
   */
  loginDelays: RateLimitRule;
  loginPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  refreshPerIp: RateLimitRule;
  /** Refreshes of one sign-in (token family), wherever they come from. */
  refreshPerFamily: RateLimitRule;
  /** Verification and reset mails sent to one account: no one is flooded with them. */
  accountMailsPerAccount: RateLimitRule;
  /** Password-reset requests per client address. */
  passwordResetPerIp: RateLimitRule;
  /** Exports of one account: each reads the whole account and its photos. */
  exportsPerAccount: RateLimitRule;
  /** Visit photos one account stores: each is decoded and re-encoded, and kept on disk. */
  photoUploadsPerAccount: RateLimitRule;
  /** Profile pictures one account uploads: each is decoded and re-encoded. */
  profilePicturesPerAccount: RateLimitRule;
  /** Comments one account writes on posts and sites. */
  commentsPerAccount: RateLimitRule;
  /** Batch calls of one account's outbox (docs/SYNC.md S16), up to 50 changes each. */
  syncBatchesPerAccount: RateLimitRule;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerAccountAnyAddress: { limit: 100, windowSeconds: 60 * 60 },
  loginDelays: { limit: 10, windowSeconds: 60 },
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  refreshPerIp: { limit: 60, windowSeconds: 15 * 60 },
  // An access token lives 5 minutes: a device needs about three in 15 minutes.
  refreshPerFamily: { limit: 30, windowSeconds: 15 * 60 },
  accountMailsPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  exportsPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  // A traveller back from weeks offline sends one photo per site visited: more sites than
  // that in one hour is not a trip. Past it the outbox waits for the next hour (S9).
  photoUploadsPerAccount: { limit: 200, windowSeconds: 60 * 60 },
  // Trying a few pictures in a row is normal; dozens an hour is a script.
  profilePicturesPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  // Two a minute for a whole hour: more than anyone types by hand.
  commentsPerAccount: { limit: 120, windowSeconds: 60 * 60 },
  // Up to 50 changes each: a 1,200-row import is a few dozen calls, a busy device a few
  // hundred an hour at most.
  syncBatchesPerAccount: { limit: 600, windowSeconds: 60 * 60 },
};

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Takes a reserved event back; `earlier` is how many the window held before it. */
export type Reservation = (() => Promise<void>) & { earlier: number };

export type RateLimiter = {
  readonly rules: RateLimitSettings;
  /** Counts one event; throws 429 (with Retry-After) once the window's limit is passed. */
  consume: (rule: RateLimitRule, bucket: string) => Promise<void>;
  /**
   * Counts one event like consume and returns a function that takes it back,
   * for events that only count when they fail (a wrong password).
   */
  reserve: (rule: RateLimitRule, bucket: string) => Promise<Reservation>;
};

/** A bucket name of bounded length, whatever a client sent. */
export function bucketName(kind: string, key: string): string {
  const safe = key.length <= 100 ? key : createHash('sha256').update(key).digest('hex');
  return `${kind}:${safe}`;
}

/**
 * Fixed-window counters in the database (rate_limit_counters), so every
 * instance behind a load balancer enforces the same limits. Windows of every
 * rule start on multiples of its length since the epoch.
 */
export function rateLimiter(db: Database, clock: Clock, rules: RateLimitSettings): RateLimiter {
  const longestWindowMs =
    Math.max(...Object.values(rules).map((rule) => rule.windowSeconds)) * 1000;
  const cleanup = occasionally(CLEANUP_INTERVAL_MS, clock, (now) =>
    deleteCountersBefore(db, new Date(now.getTime() - longestWindowMs)),
  );

  async function count(rule: RateLimitRule, bucket: string) {
    const now = clock().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    await cleanup();
    const used = await incrementCounter(db, bucket, windowStart);
    if (used > rule.limit) {
      throw AuthError.rateLimited((windowStart.getTime() + windowMs - now) / 1000);
    }
    return { windowStart, used };
  }

  return {
    rules,
    async consume(rule, bucket) {
      await count(rule, bucket);
    },
    async reserve(rule, bucket) {
      const { windowStart, used } = await count(rule, bucket);
      return Object.assign(() => decrementCounter(db, bucket, windowStart), { earlier: used - 1 });
    },
  };
}

export type LoginAttemptContext = { db: Database; clock: Clock; limiter: RateLimiter };

/** The wait, in seconds, between attempts on an account that failed `failures` times. */
export function loginDelaySeconds(rule: RateLimitRule, failures: number): number {
  if (failures < rule.limit) return 0;
  return Math.min(2 ** (failures - rule.limit), rule.windowSeconds);
}

/**
 * Counts a password attempt against an account until it proves right: per account and
 * client address (the tight limit) and per account from anywhere (the ceiling). Returns
 * the function that takes both back once the password is right.
 *
 * Growing delays (ASVS V6.3, limits are no lockout weapon): once the account has failed
 * `loginDelays.limit` times from anywhere, an attempt from an address that has itself failed
 * for the account (in the per-address window) must come `loginDelaySeconds` after the
 * previous such attempt, or it is refused (429 with Retry-After) before its password is
 * checked, so guesses cannot come faster whatever the password. The server never sleeps on a request: waiting would hold a
 * connection per guess, a denial of service of its own. A refused attempt is taken back, so
 * hammering does not bring the ceiling nearer. An address with no failure for the account
 * (the owner's own) is not delayed: the owner's right password works until the ceiling.
 */
export async function reserveLoginAttempt(
  ctx: LoginAttemptContext,
  account: string,
  ip: string,
): Promise<() => Promise<void>> {
  const { limiter } = ctx;
  const fromAddress = await limiter.reserve(
    limiter.rules.loginFailuresPerAccount,
    bucketName('login-fail', `${account}@${addressKey(ip)}`),
  );
  const fromAnywhere = await limiter.reserve(
    limiter.rules.loginFailuresPerAccountAnyAddress,
    bucketName('login-fail-any', account),
  );
  const release = async () => {
    await fromAddress();
    await fromAnywhere();
  };
  const wait = loginDelaySeconds(limiter.rules.loginDelays, fromAnywhere.earlier);
  if (fromAddress.earlier > 0 && wait > 0) {
    const retryAfter = await takeLoginTurn(ctx, bucketName('login-turn', account), wait);
    if (retryAfter !== undefined) {
      await release();
      throw AuthError.rateLimited(retryAfter);
    }
  }
  return release;
}

/**
 * Records a delayed attempt at this instant unless another came less than `waitSeconds`
 * ago; then it is taken back and the seconds left are returned. Two attempts at once both
 * see each other's record (the later one, or the second at the same instant, is refused).
 */
async function takeLoginTurn(
  ctx: LoginAttemptContext,
  bucket: string,
  waitSeconds: number,
): Promise<number | undefined> {
  const now = ctx.clock();
  const waitMs = waitSeconds * 1000;
  const used = await incrementCounter(ctx.db, bucket, now);
  const previous =
    used > 1
      ? now
      : await latestCountedBetween(ctx.db, bucket, new Date(now.getTime() - waitMs), now);
  if (!previous) return undefined;
  await decrementCounter(ctx.db, bucket, now);
  return (previous.getTime() + waitMs - now.getTime()) / 1000;
}
