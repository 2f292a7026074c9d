/**
 * The shapes of the server's answers to the outbox's calls (visitSchema,
 * wishlistItemSchema, errorBodySchema, syncBatchResponseSchema in src/shared),
 * checked by hand: zod compiles its validators with `new Function`, which the
 * app's Content Security Policy forbids, and would weigh on the service worker
 * that imports src/client/sync. tests/unit/client/sync/answer-shapes.test.ts
 * keeps these in step with the shared schemas.
 */
import type { ErrorBody } from '../../shared/api/errors';
import type { Paged } from '../../shared/api/paged';
import type { Comment } from '../../shared/api/social-comments';
import type { LikeState } from '../../shared/api/social-posts';
import type { BlockState, FollowState } from '../../shared/api/social-users';
import type { SyncBatchResponse } from '../../shared/api/sync';
import type { Visit } from '../../shared/api/visits';
import type { WishlistItem } from '../../shared/api/wishlist';

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isInteger = (v: unknown): v is number => Number.isSafeInteger(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isIntegerIn = (v: unknown, min: number, max: number) => isInteger(v) && v >= min && v <= max;
const isDate = (v: unknown) =>
  isString(v) && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v);
const isDateTime = (v: unknown) =>
  isString(v) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v);

function isSiteSummary(v: unknown): boolean {
  return (
    isObject(v) &&
    isInteger(v.id) &&
    isString(v.name) &&
    isString(v.name_en) &&
    isString(v.country) &&
    isString(v.country_en) &&
    (v.heritage_type === 'cultural' || v.heritage_type === 'natural' || v.heritage_type === 'mixed')
  );
}

function isAuthor(v: unknown): boolean {
  return (
    isObject(v) &&
    isInteger(v.id) &&
    isString(v.username) &&
    isString(v.display_name) &&
    isString(v.full_name) &&
    (v.profile_picture === null || isString(v.profile_picture))
  );
}

function isPhoto(v: unknown): boolean {
  return (
    isObject(v) &&
    isString(v.url) &&
    isString(v.thumbnail_url) &&
    isInteger(v.width) &&
    isInteger(v.height)
  );
}

export function isVisit(v: unknown): v is Visit {
  return (
    isObject(v) &&
    isInteger(v.id) &&
    isAuthor(v.user) &&
    isSiteSummary(v.heritage_site) &&
    isIntegerIn(v.rating, 1, 5) &&
    isString(v.comment) &&
    isString(v.notes) &&
    isDate(v.visited_date) &&
    isBoolean(v.share_to_feed) &&
    isDateTime(v.created_at) &&
    isDateTime(v.updated_at) &&
    (v.photos_url === null || isString(v.photos_url)) &&
    Array.isArray(v.photos) &&
    v.photos.every(isPhoto) &&
    isIntegerIn(v.likes_count, 0, Number.MAX_SAFE_INTEGER) &&
    isIntegerIn(v.comments_count, 0, Number.MAX_SAFE_INTEGER) &&
    isBoolean(v.is_liked)
  );
}

export function isWishlistItem(v: unknown): v is WishlistItem {
  return (
    isObject(v) &&
    isInteger(v.id) &&
    isIntegerIn(v.priority, 1, 3) &&
    isString(v.notes) &&
    isDateTime(v.added_at) &&
    isSiteSummary(v.heritage_site)
  );
}

const isCount = (v: unknown) => isIntegerIn(v, 0, Number.MAX_SAFE_INTEGER);
const isNullableInteger = (v: unknown) => v === null || isInteger(v);

export function isLikeState(v: unknown): v is LikeState {
  return isObject(v) && isInteger(v.post_id) && isBoolean(v.liked) && isCount(v.likes_count);
}

export function isFollowState(v: unknown): v is FollowState {
  return isObject(v) && isBoolean(v.is_following) && isCount(v.followers_count);
}

export function isBlockState(v: unknown): v is BlockState {
  return isObject(v) && isInteger(v.user_id) && isBoolean(v.is_blocked);
}

export function isComment(v: unknown): v is Comment {
  return (
    isObject(v) &&
    isInteger(v.id) &&
    (v.user === null || isAuthor(v.user)) &&
    isString(v.content) &&
    isDateTime(v.created_at) &&
    isNullableInteger(v.post) &&
    isNullableInteger(v.heritage_site) &&
    isNullableInteger(v.parent_comment) &&
    isCount(v.replies_count) &&
    (v.client_id === null || isString(v.client_id)) &&
    isBoolean(v.can_delete)
  );
}

export function isErrorBody(v: unknown): v is ErrorBody {
  if (!isObject(v) || !isString(v.detail)) return false;
  if (v.code !== undefined && !isString(v.code)) return false;
  const isStrings = (x: unknown) => Array.isArray(x) && x.every(isString);
  if (v.codes !== undefined && !(isObject(v.codes) && Object.values(v.codes).every(isStrings))) {
    return false;
  }
  return Object.entries(v).every(
    ([name, x]) => name === 'codes' || x === undefined || isString(x) || isStrings(x),
  );
}

export function isSyncBatchResponse(v: unknown): v is SyncBatchResponse {
  return (
    isObject(v) &&
    Array.isArray(v.results) &&
    v.results.every(
      (r) =>
        isObject(r) &&
        isString(r.idempotency_key) &&
        isInteger(r.status) &&
        isBoolean(r.replayed) &&
        (r.body === null ||
          isVisit(r.body) ||
          isWishlistItem(r.body) ||
          isComment(r.body) ||
          isLikeState(r.body) ||
          isFollowState(r.body) ||
          isBlockState(r.body) ||
          isErrorBody(r.body)),
    )
  );
}

/** A page of a list (pagedSchema): the pull reads the own visits and wishlist this way. */
export function isPage<T>(v: unknown, isItem: (item: unknown) => item is T): v is Paged<T> {
  return (
    isObject(v) &&
    isIntegerIn(v.count, 0, Number.MAX_SAFE_INTEGER) &&
    (v.next === null || isString(v.next)) &&
    (v.previous === null || isString(v.previous)) &&
    Array.isArray(v.results) &&
    v.results.every(isItem)
  );
}
