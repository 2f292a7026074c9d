/**
 * SOCIAL COMMANDS THAT SYNC (docs/SYNC.md S18–S21): likes, follows, blocks and
 * comments, recorded exactly like visits — the local row and the outbox entry
 * in one transaction (S1), through outbox-commands.ts's `change`, where these
 * are registered. Each says the state wanted (S3), never "flip". No React, no
 * DOM.
 */
import type { BlockRow, FollowRow, LikeRow } from '../db/social-rows';
import type { OutboxOperation, ServerState } from './outbox-entry';

type Change = (
  userId: number,
  operation: OutboxOperation,
  photo?: Blob,
  shown?: ServerState,
) => Promise<void>;

/** What the screen showed of a target before the change (its copy of the server's state). */
export type ShownLike = { liked: boolean; likesCount: number; label?: string | null };
export type ShownFollow = {
  following: boolean;
  followersCount: number | null;
  label?: string | null;
};
export type ShownBlock = { blocked: boolean; label?: string | null };

/** How long a confirmed comment is listed as the user's own for its thread to catch up (S20). */
export const SENT_COMMENT_KEPT_MS = 24 * 60 * 60 * 1000;

export function createSocialCommands(change: Change, newId: () => string) {
  return {
    /** S18, S19: the like the user wants on `postId`; `shown` is what the screen showed. */
    setLike(userId: number, postId: number, liked: boolean, shown: ShownLike) {
      const row: LikeRow = {
        userId,
        postId,
        liked: shown.liked,
        likesCount: shown.likesCount,
        changedAt: 0,
      };
      const kind = liked ? 'like.put' : 'like.delete';
      return change(userId, { kind, postId, label: shown.label ?? null }, undefined, row);
    },

    setFollow(userId: number, targetUserId: number, following: boolean, shown: ShownFollow) {
      const row: FollowRow = {
        userId,
        targetUserId,
        following: shown.following,
        followersCount: shown.followersCount,
        changedAt: 0,
      };
      const kind = following ? 'follow.put' : 'follow.delete';
      return change(userId, { kind, targetUserId, label: shown.label ?? null }, undefined, row);
    },

    setBlock(userId: number, targetUserId: number, blocked: boolean, shown: ShownBlock) {
      const row: BlockRow = { userId, targetUserId, blocked: shown.blocked, changedAt: 0 };
      const kind = blocked ? 'block.put' : 'block.delete';
      return change(userId, { kind, targetUserId, label: shown.label ?? null }, undefined, row);
    },

    /** S20: a comment (or a reply) on a post, with its own client id; returns that id. */
    async addPostComment(
      userId: number,
      postId: number,
      content: string,
      parentCommentId: number | null = null,
      clientId: string = newId(),
    ) {
      await change(userId, {
        kind: 'post-comment.create',
        clientId,
        postId,
        parentCommentId,
        content: content.trim(),
      });
      return clientId;
    },

    /** S20: a comment on a site; returns its client id. */
    async addSiteComment(
      userId: number,
      siteId: number,
      content: string,
      clientId: string = newId(),
    ) {
      await change(userId, {
        kind: 'site-comment.create',
        clientId,
        siteId,
        content: content.trim(),
      });
      return clientId;
    },

    /**
     * Deletes a comment the server has. `clientId`: it was made on this device (its row
     * goes with it and a refusal restores it); `label` names it for the failed list.
     */
    deleteComment(
      userId: number,
      commentId: number,
      options: { clientId?: string | null; label?: string | null } = {},
    ) {
      return change(userId, {
        kind: 'comment.delete',
        commentId,
        clientId: options.clientId ?? null,
        label: options.label ?? null,
      });
    },
  };
}
