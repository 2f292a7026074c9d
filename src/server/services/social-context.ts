import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import type { AccountLimits } from './account-limits';
import type { RunIdempotent } from './idempotency-service';
import type { PostCards } from './post-cards';

export type SocialContext = {
  db: Database;
  clock: Clock;
  runIdempotent: RunIdempotent;
  /** APP_TIME_ZONE: the day a social badge is dated. */
  timeZone: string;
  /** Comments an hour (account-limits.ts). */
  limits: AccountLimits;
  /** The cards of posts this instance keeps (post-cards.ts); without it, pages read them. */
  postCards?: PostCards | undefined;
};

/** `code` of social refusals, beside the generic ERROR_CODES. */
export const SOCIAL_ERROR_CODES = {
  /** The caller has blocked this user: unblock first. */
  blocked: 'user_blocked',
  permissionDenied: 'permission_denied',
} as const;

export const SOCIAL_MESSAGES = {
  userNotFound: 'ユーザーが存在しないか、削除された可能性があります。',
  postNotFound: '投稿が見つかりませんでした。',
  commentNotFound: 'コメントが見つかりませんでした。',
  siteNotFound: '指定された世界遺産は見つかりませんでした。',
  selfFollow: '自分自身をフォローすることはできません。',
  selfBlock: '自分自身をブロックすることはできません。',
  youBlocked: 'ブロック中のユーザーです。ブロックを解除してから操作してください。',
  parentElsewhere: '返信先のコメントはこの投稿のものではありません。',
  clientIdElsewhere: 'この client_id は別のコメントに使われています。',
  cannotDelete: 'このコメントを削除する権限がありません。',
  badCursor: 'cursor が正しくありません。最初のページから読み直してください。',
} as const;

export const notFound = (message: string) => HttpError.notFound(message);

export function youBlocked(): HttpError {
  return new HttpError(403, SOCIAL_ERROR_CODES.blocked, SOCIAL_MESSAGES.youBlocked);
}
