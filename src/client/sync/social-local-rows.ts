/**
 * What social changes (docs/SYNC.md S18–S21) do to the local rows: the
 * optimistic state a command writes (S1), the row the server's answer confirms
 * (S12), and where each target's row lives. No React, no DOM.
 */
import type { Table } from 'dexie';
import type { Comment } from '../../shared/api/social-comments';
import type { LikeState } from '../../shared/api/social-posts';
import type { BlockState, FollowState } from '../../shared/api/social-users';
import type { LocalDatabase } from '../db/local-database';
import type { BlockRow, CommentRow, FollowRow, LikeRow } from '../db/social-rows';
import type { OutboxEntry, ServerState, SocialOperation } from './outbox-entry';

/** The state a like, follow or block entry wants (S3), or undefined for a comment. */
export function wantedStateOf(operation: { kind: string }): boolean | undefined {
  const [family, verb] = operation.kind.split('.');
  if (family !== 'like' && family !== 'follow' && family !== 'block') return undefined;
  return verb === 'put';
}

/** The like, follow or block state a row holds; no row is "not liked" (S18). */
export function stateOfRow(row: ServerState): boolean {
  if (!row) return false;
  if ('liked' in row) return row.liked;
  if ('following' in row) return row.following;
  if ('blocked' in row) return row.blocked;
  return false;
}

/** The table and key of the row a social operation changes (a comment delete may have none). */
export function socialRowStore(
  db: LocalDatabase,
  userId: number,
  operation: SocialOperation,
): { table: Table; key: unknown } | null {
  switch (operation.kind) {
    case 'like.put':
    case 'like.delete':
      return { table: db.likes, key: [userId, operation.postId] };
    case 'follow.put':
    case 'follow.delete':
      return { table: db.follows, key: [userId, operation.targetUserId] };
    case 'block.put':
    case 'block.delete':
      return { table: db.blocks, key: [userId, operation.targetUserId] };
    case 'post-comment.create':
    case 'site-comment.create':
      return { table: db.comments, key: operation.clientId };
    case 'comment.delete':
      return operation.clientId === null ? null : { table: db.comments, key: operation.clientId };
  }
}

/**
 * The optimistic row of a social change. `current`: what the user saw before it (the
 * screen's copy of the server's state, or the local row). A like's count moves by one only
 * when the state changes, and never below 0 (SPEC.md §4). Null: the row goes.
 */
export function optimisticSocialRow(
  userId: number,
  operation: SocialOperation,
  current: ServerState,
  time: number,
): LikeRow | FollowRow | BlockRow | CommentRow | null {
  switch (operation.kind) {
    case 'like.put':
    case 'like.delete': {
      const liked = operation.kind === 'like.put';
      const before = current as LikeRow | null;
      const count = before?.likesCount ?? 0;
      const changed = (before?.liked ?? false) !== liked;
      const likesCount = changed ? Math.max(0, count + (liked ? 1 : -1)) : count;
      return { userId, postId: operation.postId, liked, likesCount, changedAt: time };
    }
    case 'follow.put':
    case 'follow.delete': {
      const following = operation.kind === 'follow.put';
      const before = current as FollowRow | null;
      const count = before?.followersCount ?? null;
      const changed = (before?.following ?? false) !== following;
      const followersCount =
        count === null || !changed ? count : Math.max(0, count + (following ? 1 : -1));
      return {
        userId,
        targetUserId: operation.targetUserId,
        following,
        followersCount,
        changedAt: time,
      };
    }
    case 'block.put':
    case 'block.delete':
      return {
        userId,
        targetUserId: operation.targetUserId,
        blocked: operation.kind === 'block.put',
        changedAt: time,
      };
    case 'post-comment.create':
    case 'site-comment.create':
      // A retry (S11) keeps when the user wrote it.
      return commentRowOf(
        userId,
        operation,
        (current as CommentRow | null)?.createdAt ?? time,
        null,
      );
    case 'comment.delete':
      return null;
  }
}

function commentRowOf(
  userId: number,
  operation: Extract<SocialOperation, { kind: 'post-comment.create' | 'site-comment.create' }>,
  createdAt: number,
  serverId: number | null,
): CommentRow {
  const post = operation.kind === 'post-comment.create';
  return {
    clientId: operation.clientId,
    userId,
    postId: post ? operation.postId : null,
    siteId: post ? null : operation.siteId,
    parentCommentId: post ? operation.parentCommentId : null,
    content: operation.content,
    createdAt,
    serverId,
  };
}

/** S12: the row the server's answer (already checked, S17) confirms; null: the row goes. */
export function confirmedSocialRow(
  entry: OutboxEntry & { operation: SocialOperation },
  body: unknown,
  time: number,
): ServerState {
  const { operation, userId } = entry;
  switch (operation.kind) {
    case 'like.put':
    case 'like.delete': {
      const state = body as LikeState;
      return {
        userId,
        postId: operation.postId,
        liked: state.liked,
        likesCount: state.likes_count,
        changedAt: time,
      };
    }
    case 'follow.put':
    case 'follow.delete': {
      const state = body as FollowState;
      return {
        userId,
        targetUserId: operation.targetUserId,
        following: state.is_following,
        followersCount: state.followers_count,
        changedAt: time,
      };
    }
    case 'block.put':
    case 'block.delete':
      return {
        userId,
        targetUserId: operation.targetUserId,
        blocked: (body as BlockState).is_blocked,
        changedAt: time,
      };
    case 'post-comment.create':
    case 'site-comment.create':
      // The row stays, now "sent", until the thread's own copy shows the comment (S20).
      return commentRowOf(userId, operation, entry.createdAt, (body as Comment).id);
    case 'comment.delete':
      return null;
  }
}
