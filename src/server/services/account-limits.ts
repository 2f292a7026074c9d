/**
 * What one signed-in account may ask of the server in an hour, and keep on it: photos,
 * profile pictures, comments, outbox batches, and the bytes of its visit photos. Counted in
 * the database (rate_limit_counters) like the login limits, so every instance agrees.
 *
 * A limit reached is a 429 with Retry-After, which the outbox waits out (docs/SYNC.md S9);
 * the storage quota is a 413, a refusal the outbox shows on the entry (S11).
 */

import { ERROR_CODES } from '../../shared/api/errors';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import type { ImageWork } from '../media/image-work';
import { counterValue, storedPhotoBytes } from '../repositories/account-usage-repository';
import { incrementCounter } from '../repositories/rate-limit-repository';
import { bucketName, type RateLimitRule, type RateLimitSettings } from './rate-limit-service';

export type AccountLimits = {
  rules: RateLimitSettings;
  clock: Clock;
  /** Where every photo and picture is decoded, a few at a time, apart from the answers. */
  images: ImageWork;
  /** The bytes of visit photos one account may keep. */
  storageQuotaBytes: number;
};

export type AccountEvent = 'photo' | 'profile-picture' | 'comment' | 'sync-batch';

const RULE_OF: Record<AccountEvent, keyof RateLimitSettings> = {
  photo: 'photoUploadsPerAccount',
  'profile-picture': 'profilePicturesPerAccount',
  comment: 'commentsPerAccount',
  'sync-batch': 'syncBatchesPerAccount',
};

export const ACCOUNT_LIMIT_MESSAGES: Record<AccountEvent, string> & { storage: string } = {
  photo: '写真のアップロードが多すぎます。しばらく待ってから自動で送信します。',
  'profile-picture': 'プロフィール画像の変更が多すぎます。しばらくしてからもう一度お試しください。',
  comment: 'コメントの投稿が多すぎます。しばらく待ってから自動で送信します。',
  'sync-batch': '送信が多すぎます。しばらく待ってから自動で送信します。',
  storage:
    '写真の保存容量の上限に達しました。ほかの訪問の写真を削除してから、もう一度お試しください。',
};

function windowOf(limits: AccountLimits, event: AccountEvent) {
  const rule: RateLimitRule = limits.rules[RULE_OF[event]];
  const now = limits.clock().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { rule, start: new Date(start), retryAfterSeconds: (start + windowMs - now) / 1000 };
}

function tooMany(event: AccountEvent, retryAfterSeconds: number): HttpError {
  return new HttpError(429, ERROR_CODES.rateLimited, ACCOUNT_LIMIT_MESSAGES[event], undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

const bucketOf = (event: AccountEvent, userId: number) =>
  bucketName(`account-${event}`, String(userId));

/**
 * Counts one event of the account; 429 once the hour's limit is passed. Given the
 * transaction of the change it limits, the count stands only if the change commits: a
 * replayed Idempotency-Key, or a change refused for another reason, counts nothing.
 */
export async function countAccountEvent(
  db: Database,
  limits: AccountLimits,
  event: AccountEvent,
  userId: number,
): Promise<void> {
  const { rule, start, retryAfterSeconds } = windowOf(limits, event);
  const used = await incrementCounter(db, bucketOf(event, userId), start);
  if (used > rule.limit) throw tooMany(event, retryAfterSeconds);
}

/**
 * 429 when the hour's limit is already spent, counting nothing: checked before a photo is
 * decoded, so an account past its limit costs no decoding.
 */
export async function refuseWhenSpent(
  db: Database,
  limits: AccountLimits,
  event: AccountEvent,
  userId: number,
): Promise<void> {
  const { rule, start, retryAfterSeconds } = windowOf(limits, event);
  if ((await counterValue(db, bucketOf(event, userId), start)) >= rule.limit) {
    throw tooMany(event, retryAfterSeconds);
  }
}

/** 413 storage_quota_exceeded when the visit's new photo would take the account past its quota. */
export async function requireStorageFor(
  db: Database,
  limits: AccountLimits,
  input: { userId: number; visitId: number; bytes: number },
): Promise<void> {
  const kept = await storedPhotoBytes(db, input.userId, input.visitId);
  if (kept + input.bytes > limits.storageQuotaBytes) {
    throw new HttpError(413, ERROR_CODES.storageQuotaExceeded, ACCOUNT_LIMIT_MESSAGES.storage, {
      photos: [ACCOUNT_LIMIT_MESSAGES.storage],
    });
  }
}
