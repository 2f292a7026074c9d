import { createHash } from 'node:crypto';
import type { Clock } from '../auth/clock';
import { AuthError } from '../auth/errors';
import { occasionally } from '../auth/occasionally';
import type { Database } from '../db/connect';
import { addressKey } from '../http/client-address';
import {
  decrementCounter,
  deleteCountersBefore,
  incrementCounter,
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

export type RateLimiter = {
  readonly rules: RateLimitSettings;
  /** Counts one event; throws 429 (with Retry-After) once the window's limit is passed. */
  consume: (rule: RateLimitRule, bucket: string) => Promise<void>;
  /**
   * Counts one event like consume and returns a function that takes it back,
   * for events that only count when they fail (a wrong password).
   */
  reserve: (rule: RateLimitRule, bucket: string) => Promise<() => Promise<void>>;
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
    return windowStart;
  }

  return {
    rules,
    async consume(rule, bucket) {
      await count(rule, bucket);
    },
    async reserve(rule, bucket) {
      const windowStart = await count(rule, bucket);
      return () => decrementCounter(db, bucket, windowStart);
    },
  };
}

/**
 * Counts a password attempt against an account until it proves right: per account and
 * client address (the tight limit) and per account from anywhere (the ceiling). Returns
 * the function that takes both back once the password is right.
 */
export async function reserveLoginAttempt(
  limiter: RateLimiter,
  account: string,
  ip: string,
): Promise<() => Promise<void>> {
  const fromAddress = await limiter.reserve(
    limiter.rules.loginFailuresPerAccount,
    bucketName('login-fail', `${account}@${addressKey(ip)}`),
  );
  const fromAnywhere = await limiter.reserve(
    limiter.rules.loginFailuresPerAccountAnyAddress,
    bucketName('login-fail-any', account),
  );
  return async () => {
    await fromAddress();
    await fromAnywhere();
  };
}
