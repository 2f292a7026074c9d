import { createHash } from 'node:crypto';
import type { Clock } from '../common/clock';
import { occasionally } from '../common/occasionally';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotentResponse,
  saveIdempotentResponse,
} from '../repositories/idempotency-repository';

/** Keys are kept at least this long (the issue asks for 30 days; offline trips can be long). */
export const IDEMPOTENCY_RETENTION_DAYS = 45;
const DAY_MS = 86_400_000;

export type EffectResult = { status: number; body: unknown };
/**
 * Told each time a keyed effect really ran and committed (not a replay). Tests count these
 * to prove a change is applied exactly once however often its key arrives (docs/SYNC.md).
 */
export type EffectObserver = (userId: number, key: string) => void;
export type IdempotentOutcome = EffectResult & { replayed: boolean };

export const IDEMPOTENCY_KEY_REUSED = 'idempotency_key_reused';

/** A stable hash of what a request asks for: method, target and canonical input. */
export function requestFingerprint(parts: unknown[]): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)))
    .digest('hex');
}

export type IdempotencyScope = {
  userId: number;
  /** The Idempotency-Key header, if the client sent one. */
  key: string | undefined;
  fingerprint: string;
};

/**
 * Runs a mutating effect at most once per (user, key). The key, the request's
 * fingerprint and the response are written in the same transaction as the
 * effect, so either both happen or neither does. The same key again returns
 * the stored response and changes nothing; the same key with a different
 * request is refused with 422. Without a key the effect simply runs in a
 * transaction.
 */
export function idempotencyRunner(
  db: Database,
  clock: Clock,
  options: { onEffectCommitted?: EffectObserver | undefined } = {},
) {
  const prune = occasionally(3_600_000, clock, (now) =>
    deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)),
  );

  return async function runIdempotent(
    scope: IdempotencyScope,
    effect: (tx: Database) => Promise<EffectResult>,
  ): Promise<IdempotentOutcome> {
    void prune();
    const { userId, key, fingerprint } = scope;
    if (!key) return { ...(await db.transaction((tx) => effect(tx))), replayed: false };
    let ran = false;
    const outcome = await db.transaction(async (tx) => {
      const claimed = await claimIdempotencyKey(tx, {
        userId,
        key,
        requestHash: fingerprint,
        now: clock(),
      });
      if (!claimed) {
        const stored = await findIdempotentResponse(tx, userId, key);
        if (!stored || stored.requestHash !== fingerprint) {
          throw new HttpError(
            422,
            IDEMPOTENCY_KEY_REUSED,
            'この Idempotency-Key は別のリクエストに使われています。',
          );
        }
        return { status: stored.statusCode, body: stored.responseBody, replayed: true };
      }
      const result = await effect(tx);
      ran = true;
      await saveIdempotentResponse(tx, {
        userId,
        key,
        statusCode: result.status,
        responseBody: result.body,
      });
      return { ...result, replayed: false };
    });
    // Only once committed: an effect whose transaction rolled back never happened.
    if (ran) options.onEffectCommitted?.(userId, key);
    return outcome;
  };
}

export type RunIdempotent = ReturnType<typeof idempotencyRunner>;

/** Reads and checks the Idempotency-Key header: 1–200 visible ASCII characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw HttpError.badRequest('Idempotency-Key は 1〜200 文字の英数字記号で指定してください。', {
      'Idempotency-Key': ['不正な値です。'],
    });
  }
  return value;
}
