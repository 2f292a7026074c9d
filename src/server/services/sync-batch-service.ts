import { ERROR_CODES } from '../../shared/api/errors';
import {
  postCommentRequestSchema,
  siteCommentRequestSchema,
} from '../../shared/api/social-comments';
import type { SyncOperation, SyncResult } from '../../shared/api/sync';
import { visitRequestSchema } from '../../shared/api/visits';
import { wishlistPutRequestSchema } from '../../shared/api/wishlist';
import { HttpError } from '../http/http-error';
import { parseFields } from '../http/parse-fields';
import { MESSAGES } from '../plugins/errors';
import type { IdempotentOutcome } from './idempotency-service';
import { commentOnPost, commentOnSite, removeComment } from './social-comments-service';
import { like, unlike } from './social-posts-service';
import { block, follow, unblock, unfollow } from './social-users-service';
import { recordVisit, removeVisit, type VisitsContext } from './visits-service';
import { putWishlist, removeWishlistSite } from './wishlist-service';

/** Runs one operation through the same service as its single call (same fingerprint, same answer). */
function apply(ctx: VisitsContext, userId: number, op: SyncOperation): Promise<IdempotentOutcome> {
  const key = op.idempotency_key;
  switch (op.kind) {
    case 'like.put':
      return like(ctx, { userId, postId: op.post_id, key });
    case 'like.delete':
      return unlike(ctx, { userId, postId: op.post_id, key });
    case 'follow.put':
      return follow(ctx, { userId, targetId: op.user_id, key });
    case 'follow.delete':
      return unfollow(ctx, { userId, targetId: op.user_id, key });
    case 'block.put':
      return block(ctx, { userId, targetId: op.user_id, key });
    case 'block.delete':
      return unblock(ctx, { userId, targetId: op.user_id, key });
    case 'post-comment.create':
      return commentOnPost(ctx, {
        userId,
        postId: op.post_id,
        comment: parseFields(postCommentRequestSchema, op.comment),
        key,
      });
    case 'site-comment.create':
      return commentOnSite(ctx, {
        userId,
        siteId: op.site_id,
        comment: parseFields(siteCommentRequestSchema, op.comment),
        key,
      });
    case 'comment.delete':
      return removeComment(ctx, { userId, commentId: op.comment_id, key });
  }
  const common = { userId, siteId: op.site_id, key };
  switch (op.kind) {
    case 'visit.put':
      return recordVisit(ctx, { ...common, visit: parseFields(visitRequestSchema, op.visit) });
    case 'visit.delete':
      return removeVisit(ctx, common);
    case 'wishlist.put':
      return putWishlist(ctx, { ...common, ...parseFields(wishlistPutRequestSchema, op.item) });
    case 'wishlist.delete':
      return removeWishlistSite(ctx, common);
  }
}

/**
 * Applies a batch in order, each operation in its own transaction with its
 * own Idempotency-Key (docs/SYNC.md S16), so a refused change fails alone and
 * the others still land. An unexpected failure, or a limit reached (429), stops
 * the batch: the operations after it are not applied (the client sends them
 * again), so nothing overtakes a change that has not landed.
 */
export async function applySyncBatch(
  ctx: VisitsContext,
  userId: number,
  operations: readonly SyncOperation[],
  logError: (error: unknown) => void,
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const op of operations) {
    const key = op.idempotency_key;
    try {
      const outcome = await apply(ctx, userId, op);
      results.push({
        idempotency_key: key,
        status: outcome.status,
        replayed: outcome.replayed,
        body: outcome.body as SyncResult['body'],
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) {
        results.push({
          idempotency_key: key,
          status: error.statusCode,
          replayed: false,
          body: error.body(),
        });
        // A limit reached (429) makes the client wait with this one (S9) and send the rest
        // again after it, as never tried (S16): so the rest must not be applied either.
        if (error.statusCode === 429) break;
        continue;
      }
      logError(error);
      results.push({
        idempotency_key: key,
        status: 500,
        replayed: false,
        body: { detail: MESSAGES.internal, code: ERROR_CODES.internal },
      });
      break;
    }
  }
  return results;
}
