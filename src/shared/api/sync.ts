import { z } from 'zod';
import { errorBodySchema } from './errors';
import { commentSchema } from './social-comments';
import { likeStateSchema } from './social-posts';
import { blockStateSchema, followStateSchema } from './social-users';
import { visitSchema } from './visits';
import { wishlistItemSchema } from './wishlist';

/**
 * The outbox's batch call (docs/SYNC.md S16): many queued changes in one
 * request, so a traveller coming back online after days sends them in a few
 * round trips instead of one per change. Each operation is exactly one of the
 * single calls (visit, unvisit, wishlist put and remove, and the social calls) with its own
 * Idempotency-Key: a key sent singly and then in a batch, or the other way
 * round, replays the first answer. Social changes (likes, follows, blocks,
 * comments) travel the same way. Photos travel only with the single
 * multipart visit call.
 */
export const SYNC_BATCH_MAX = 100;

const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/)
  .describe('The Idempotency-Key of this change (1–200 visible ASCII characters)');
const siteId = z.number().int().positive();
const postId = z.number().int().positive().describe('The post (visit) id');
const userId = z.number().int().positive();
const fields = z
  .record(z.string(), z.unknown())
  .describe('The body of the single call; checked per operation, so one bad change fails alone');

export const syncOperationSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('visit.put').describe('POST /api/heritage/sites/{id}/visit/ (JSON)'),
      idempotency_key: idempotencyKey,
      site_id: siteId,
      visit: fields.describe('VisitRequest'),
    }),
    z.object({
      kind: z.literal('visit.delete').describe('DELETE /api/heritage/sites/{id}/unvisit/'),
      idempotency_key: idempotencyKey,
      site_id: siteId,
    }),
    z.object({
      kind: z.literal('wishlist.put').describe('PUT /api/wishlist/sites/{siteId}/'),
      idempotency_key: idempotencyKey,
      site_id: siteId,
      item: fields.describe('WishlistPutRequest'),
    }),
    z.object({
      kind: z.literal('wishlist.delete').describe('DELETE /api/wishlist/sites/{siteId}/'),
      idempotency_key: idempotencyKey,
      site_id: siteId,
    }),
    z.object({
      kind: z.literal('like.put').describe('POST /api/social/posts/{id}/like/'),
      idempotency_key: idempotencyKey,
      post_id: postId,
    }),
    z.object({
      kind: z.literal('like.delete').describe('DELETE /api/social/posts/{id}/unlike/'),
      idempotency_key: idempotencyKey,
      post_id: postId,
    }),
    z.object({
      kind: z.literal('follow.put').describe('POST /api/social/follow/{userId}/'),
      idempotency_key: idempotencyKey,
      user_id: userId,
    }),
    z.object({
      kind: z.literal('follow.delete').describe('DELETE /api/social/unfollow/{userId}/'),
      idempotency_key: idempotencyKey,
      user_id: userId,
    }),
    z.object({
      kind: z.literal('block.put').describe('POST /api/social/block/{userId}/'),
      idempotency_key: idempotencyKey,
      user_id: userId,
    }),
    z.object({
      kind: z.literal('block.delete').describe('DELETE /api/social/unblock/{userId}/'),
      idempotency_key: idempotencyKey,
      user_id: userId,
    }),
    z.object({
      kind: z.literal('post-comment.create').describe('POST /api/social/posts/{id}/comments/'),
      idempotency_key: idempotencyKey,
      post_id: postId,
      comment: fields.describe('PostCommentRequest'),
    }),
    z.object({
      kind: z.literal('site-comment.create').describe('POST /api/heritage/sites/{id}/comments/'),
      idempotency_key: idempotencyKey,
      site_id: siteId,
      comment: fields.describe('SiteCommentRequest'),
    }),
    z.object({
      kind: z.literal('comment.delete').describe('DELETE /api/social/comments/{id}/'),
      idempotency_key: idempotencyKey,
      comment_id: z.number().int().positive(),
    }),
  ])
  .meta({ id: 'SyncOperation' });

export type SyncOperation = z.infer<typeof syncOperationSchema>;

export const syncBatchRequestSchema = z
  .object({ operations: z.array(syncOperationSchema).min(1).max(SYNC_BATCH_MAX) })
  .meta({ id: 'SyncBatchRequest' });

export type SyncBatchRequest = z.infer<typeof syncBatchRequestSchema>;

export const syncResultSchema = z
  .object({
    idempotency_key: z.string(),
    status: z.number().int().describe('The status the single call answers'),
    replayed: z.boolean().describe('True when the key had been applied before'),
    body: z
      .union([
        visitSchema,
        wishlistItemSchema,
        commentSchema,
        likeStateSchema,
        followStateSchema,
        blockStateSchema,
        errorBodySchema,
        z.null(),
      ])
      .describe('The body the single call answers (null for 204)'),
  })
  .meta({ id: 'SyncResult' });

export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncBatchResponseSchema = z
  .object({
    results: z
      .array(syncResultSchema)
      .describe(
        'One per operation, in order. Shorter than the request when the server failed on an ' +
          'operation (that result has status 500) or a limit was reached (429): the rest were ' +
          'not applied; send them again.',
      ),
  })
  .meta({ id: 'SyncBatchResponse' });

export type SyncBatchResponse = z.infer<typeof syncBatchResponseSchema>;
