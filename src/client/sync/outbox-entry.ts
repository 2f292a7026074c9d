/**
 * The outbox: changes recorded on this device and not yet confirmed by the
 * server. Rules in docs/SYNC.md (S1…S15).
 *
 * !!! PERSISTED DATA !!! Entries live in IndexedDB, possibly for weeks of
 * travel. Changing this shape needs a Dexie version with an upgrade that
 * converts stored entries, and a test of it.
 */
import type { OwnVisitRow, VisitFields, WishlistFields, WishlistRow } from '../db/own-rows';
import type { BlockRow, CommentRow, FollowRow, LikeRow } from '../db/social-rows';

/** Changes to the user's own visits and wishlist (the first release's entries). */
export type OwnDataOperation =
  | { kind: 'visit.put'; siteId: number; visit: VisitFields }
  | { kind: 'visit.delete'; siteId: number }
  | { kind: 'wishlist.put'; siteId: number; item: WishlistFields }
  | { kind: 'wishlist.delete'; siteId: number };

/**
 * Social changes (S18–S21). `label` names what the change is about in words (the post's
 * site, the user's name, a comment's first words) for the failed-changes list, since the
 * device may hold nothing else about a post or a user; null when the screen gave none.
 */
export type SocialOperation =
  | { kind: 'like.put' | 'like.delete'; postId: number; label: string | null }
  | { kind: 'follow.put' | 'follow.delete'; targetUserId: number; label: string | null }
  | { kind: 'block.put' | 'block.delete'; targetUserId: number; label: string | null }
  | {
      kind: 'post-comment.create';
      clientId: string;
      postId: number;
      parentCommentId: number | null;
      content: string;
    }
  | { kind: 'site-comment.create'; clientId: string; siteId: number; content: string }
  /** `clientId`: the comment was made on this device (its row and target), else null. */
  | { kind: 'comment.delete'; commentId: number; clientId: string | null; label: string | null };

/** Operations state what the user wants (S3), never "flip". */
export type OutboxOperation = OwnDataOperation | SocialOperation;

export const isOwnDataOperation = (operation: OutboxOperation): operation is OwnDataOperation =>
  operation.kind.startsWith('visit.') || operation.kind.startsWith('wishlist.');

/**
 * pending: waiting to be sent (maybe after failed attempts); sending: handed to
 * the network, answer not yet known; failed: refused by the server (S11).
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/** The target's row as the server last confirmed it, or null: the server has none (S7). */
export type ServerState =
  | OwnVisitRow
  | WishlistRow
  | LikeRow
  | FollowRow
  | BlockRow
  | CommentRow
  | null;

export type OutboxEntry = {
  /** UUID; also the Idempotency-Key (S2). */
  id: string;
  /** The user who made the change; only their token may send it (S2). */
  userId: number;
  /**
   * What coalescing groups by: `visit:<siteId>`, `wishlist:<siteId>`, `like:<postId>`,
   * `follow:<userId>`, `block:<userId>`, `comment:<clientId>` (or `comment:<serverId>` for
   * deleting a comment not made on this device).
   */
  target: string;
  operation: OutboxOperation;
  /** A visit's photo, kept in IndexedDB until sent (S6). */
  photo?: Blob | undefined;
  /** What rollback restores (S7). Coalesced entries keep the oldest. */
  serverState: ServerState;
  /** Order of sending (S8): milliseconds, strictly increasing across entries. */
  createdAt: number;
  /** Attempts that reached for the network; >0 means the server may already have it (S5). */
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  /**
   * Refusals that were not the server's (S22): a 4xx whose body is not the server's error,
   * such as a proxy's "413 too large" page. Absent on entries stored before it was counted.
   */
  strayRefusals?: number | undefined;
  /** Why the server refused it (S11), in the user's language. */
  failure?: { status: number; message: string } | undefined;
  /**
   * Why the server asked it to wait, when it said (S9: a limit reached, 429 with the
   * server's message), shown beside 「送信待ち」 until the next answer. Absent on entries
   * stored before it was kept, and whenever the wait has no reason given.
   */
  waiting?: { status: number; message: string } | undefined;
};

/** An entry of the user's own visits or wishlist: one that names a site. */
export type OwnDataEntry = OutboxEntry & { operation: OwnDataOperation };

export const isOwnDataEntry = (entry: OutboxEntry): entry is OwnDataEntry =>
  isOwnDataOperation(entry.operation);

export function targetOf(operation: OutboxOperation): string {
  switch (operation.kind) {
    case 'visit.put':
    case 'visit.delete':
      return visitTarget(operation.siteId);
    case 'wishlist.put':
    case 'wishlist.delete':
      return wishlistTarget(operation.siteId);
    case 'like.put':
    case 'like.delete':
      return likeTarget(operation.postId);
    case 'follow.put':
    case 'follow.delete':
      return followTarget(operation.targetUserId);
    case 'block.put':
    case 'block.delete':
      return blockTarget(operation.targetUserId);
    case 'post-comment.create':
    case 'site-comment.create':
      return commentTarget(operation.clientId);
    case 'comment.delete':
      return commentTarget(operation.clientId ?? operation.commentId);
  }
}

export const visitTarget = (siteId: number) => `visit:${siteId}`;
export const wishlistTarget = (siteId: number) => `wishlist:${siteId}`;
export const likeTarget = (postId: number) => `like:${postId}`;
export const followTarget = (userId: number) => `follow:${userId}`;
export const blockTarget = (userId: number) => `block:${userId}`;
/** A comment made here is its client id (a UUID); any other is its server id. */
export const commentTarget = (id: string | number) => `comment:${id}`;
