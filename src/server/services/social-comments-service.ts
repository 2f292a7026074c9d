import type { z } from 'zod';
import type {
  Comment,
  postCommentRequestSchema,
  siteCommentRequestSchema,
} from '../../shared/api/social-comments';
import { violatedForeignKey } from '../db/errors';
import { HttpError } from '../http/http-error';
import {
  type CommentRow,
  deleteComment,
  findComment,
  findCommentByClientId,
  insertComment,
  listComments,
  type NewComment,
  pruneTombstones,
} from '../repositories/comments-repository';
import { siteExists } from '../repositories/sites-repository';
import { visiblePostAuthor } from '../repositories/social-posts-repository';
import { countAccountEvent } from './account-limits';
import { collectionClockOf, refreshSocialBadges } from './collection-service';
import { type IdempotentOutcome, requestFingerprint } from './idempotency-service';
import {
  notFound,
  SOCIAL_ERROR_CODES,
  SOCIAL_MESSAGES,
  type SocialContext,
} from './social-context';
import { toCommentResponse } from './social-shapes';

type Viewer = number | undefined;
type Page = { limit: number; offset: number };
type CommentPage = { total: number; comments: Comment[] };

const pageOf = (list: { total: number; rows: CommentRow[] }, viewerId: Viewer): CommentPage => ({
  total: list.total,
  comments: list.rows.map((row) => toCommentResponse(row, viewerId)),
});

async function requireVisiblePost(ctx: SocialContext, postId: number, viewerId: Viewer) {
  const author = await visiblePostAuthor(ctx.db, postId, viewerId);
  if (author === undefined) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return author;
}

async function requireSite(ctx: SocialContext, siteId: number) {
  if (!(await siteExists(ctx.db, siteId))) throw notFound(SOCIAL_MESSAGES.siteNotFound);
}

/** A comment the viewer may read: its author is not blocked either way, its post is visible. */
async function requireVisibleComment(ctx: SocialContext, id: number, viewerId: Viewer) {
  const row = await findComment(ctx.db, id, viewerId);
  if (!row) throw notFound(SOCIAL_MESSAGES.commentNotFound);
  if (row.visitId !== null) await requireVisiblePost(ctx, row.visitId, viewerId);
  return row;
}

export async function postComments(
  ctx: SocialContext,
  postId: number,
  viewerId: Viewer,
  page: Page,
): Promise<CommentPage> {
  await requireVisiblePost(ctx, postId, viewerId);
  return pageOf(await listComments(ctx.db, { visitId: postId }, viewerId, page), viewerId);
}

export async function siteComments(
  ctx: SocialContext,
  siteId: number,
  viewerId: Viewer,
  page: Page,
): Promise<CommentPage> {
  await requireSite(ctx, siteId);
  return pageOf(await listComments(ctx.db, { siteId }, viewerId, page), viewerId);
}

export async function commentReplies(
  ctx: SocialContext,
  commentId: number,
  viewerId: Viewer,
  page: Page,
): Promise<CommentPage> {
  await requireVisibleComment(ctx, commentId, viewerId);
  return pageOf(await listComments(ctx.db, { parentId: commentId }, viewerId, page), viewerId);
}

type PostCommentInput = z.output<typeof postCommentRequestSchema>;
type SiteCommentInput = z.output<typeof siteCommentRequestSchema>;
type Keyed = { userId: number; key?: string | undefined };

/**
 * Writes a comment once. A client id the user already used answers that
 * comment (200) instead of a second one, so a retry under a new key (or none)
 * never duplicates; used for another target it is refused.
 */
async function writeComment(
  ctx: SocialContext,
  input: Keyed & { fingerprint: string; comment: Omit<NewComment, 'now' | 'userId'> },
): Promise<IdempotentOutcome> {
  const { userId, comment } = input;
  return ctx.runIdempotent(
    { userId, key: input.key, fingerprint: input.fingerprint },
    async (tx) => {
      const id = await insertComment(tx, { ...comment, userId, now: ctx.clock() }).catch(
        (error: unknown) => {
          // The post (or the comment replied to) was removed since the checks before.
          if (violatedForeignKey(error)) throw notFound(SOCIAL_MESSAGES.postNotFound);
          throw error;
        },
      );
      const row =
        id === undefined
          ? await findCommentByClientId(tx, userId, comment.clientId ?? '')
          : await findComment(tx, id, userId);
      if (!row) throw new Error('comment vanished inside its own transaction');
      if (id !== undefined) {
        // Counted with the comment, so one already made (its client id again) counts nothing.
        await countAccountEvent(tx, ctx.limits, 'comment', userId);
        await refreshSocialBadges(tx, userId, collectionClockOf(ctx));
      }
      if (
        id === undefined &&
        (row.visitId !== (comment.visitId ?? null) || row.siteId !== (comment.siteId ?? null))
      ) {
        throw HttpError.badRequest(SOCIAL_MESSAGES.clientIdElsewhere, {
          client_id: [SOCIAL_MESSAGES.clientIdElsewhere],
        });
      }
      return { status: id === undefined ? 200 : 201, body: toCommentResponse(row, userId) };
    },
  );
}

export async function commentOnPost(
  ctx: SocialContext,
  input: Keyed & { postId: number; comment: PostCommentInput },
): Promise<IdempotentOutcome> {
  const { userId, postId, comment } = input;
  await requireVisiblePost(ctx, postId, userId);
  if (comment.parent_comment !== undefined) {
    const parent = await findComment(ctx.db, comment.parent_comment, userId);
    if (!parent) throw notFound(SOCIAL_MESSAGES.commentNotFound);
    if (parent.visitId !== postId) {
      throw HttpError.badRequest(SOCIAL_MESSAGES.parentElsewhere, {
        parent_comment: [SOCIAL_MESSAGES.parentElsewhere],
      });
    }
  }
  return writeComment(ctx, {
    userId,
    key: input.key,
    fingerprint: requestFingerprint(['post-comment', postId, comment]),
    comment: {
      visitId: postId,
      content: comment.content,
      ...(comment.parent_comment !== undefined && { parentId: comment.parent_comment }),
      ...(comment.client_id !== undefined && { clientId: comment.client_id }),
    },
  });
}

export async function commentOnSite(
  ctx: SocialContext,
  input: Keyed & { siteId: number; comment: SiteCommentInput },
): Promise<IdempotentOutcome> {
  const { userId, siteId, comment } = input;
  await requireSite(ctx, siteId);
  return writeComment(ctx, {
    userId,
    key: input.key,
    fingerprint: requestFingerprint(['site-comment', siteId, comment]),
    comment: {
      siteId,
      content: comment.content,
      ...(comment.client_id !== undefined && { clientId: comment.client_id }),
    },
  });
}

/**
 * Deletes a comment (and its replies) for its author, or for the owner of
 * the post it is on. A comment that is already gone is not an error: the
 * state wanted holds.
 */
export async function removeComment(
  ctx: SocialContext,
  input: Keyed & { commentId: number },
): Promise<IdempotentOutcome> {
  const { userId, commentId } = input;
  const fingerprint = requestFingerprint(['comment-delete', commentId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    // Read without the block filter: a post's owner may remove a blocked user's comment.
    const row = await findComment(tx, commentId, undefined);
    if (row) {
      if (row.userId !== userId && row.postOwnerId !== userId) {
        throw new HttpError(403, SOCIAL_ERROR_CODES.permissionDenied, SOCIAL_MESSAGES.cannotDelete);
      }
      await deleteComment(tx, commentId);
      await pruneTombstones(tx, row.parentId);
      if (row.userId !== null) await refreshSocialBadges(tx, row.userId, collectionClockOf(ctx));
    }
    return { status: 204, body: null };
  });
}
