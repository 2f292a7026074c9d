/**
 * The signed-in user's social changes as this device knows them: likes,
 * follows and blocks (the state wanted or last confirmed, with the counts the
 * screens show), the user's own comments until the server has them, and the
 * notices of changes the server could no longer take (docs/SYNC.md S18–S21).
 * The server's lists (feed, profiles, threads) are not kept here; the screens
 * lay these rows over them.
 *
 * !!! PERSISTED DATA !!! These rows live in IndexedDB and outbox entries keep
 * copies of them for rollback (docs/SYNC.md S7). Changing a shape needs a new
 * Dexie version with an upgrade and a test (db/local-database.ts).
 */

/** How a row came to hold its state: what rollback and the screens' overlay go by. */
type Stamped = {
  /**
   * When this device last changed the row (ms): the moment of the user's change, or of
   * the server's confirmation (S12). Screens lay the row over a server copy older than it.
   */
  changedAt: number;
};

export type LikeRow = Stamped & {
  userId: number;
  postId: number;
  liked: boolean;
  /** The post's like count as the user sees it (the server's, or with their change applied). */
  likesCount: number;
};

export type FollowRow = Stamped & {
  userId: number;
  targetUserId: number;
  following: boolean;
  /** The followed user's follower count, when known. */
  followersCount: number | null;
};

export type BlockRow = Stamped & {
  userId: number;
  targetUserId: number;
  blocked: boolean;
};

/** One of the user's own comments made on this device, until its thread shows it (S20). */
export type CommentRow = {
  /** UUID made on this device; sent as the comment's `client_id` (S20). */
  clientId: string;
  userId: number;
  /** Exactly one of postId and siteId is set. */
  postId: number | null;
  siteId: number | null;
  parentCommentId: number | null;
  content: string;
  /** When the user wrote it (ms, this device's clock). */
  createdAt: number;
  /** The server's comment id once it has the comment, else null. */
  serverId: number | null;
};

/**
 * A change the server could no longer take and that was dropped rather than kept for retry
 * (S21: a like on a post that is gone). Shown once in the header's failed-changes list, then
 * dismissed by the user.
 */
export type NoticeRow = {
  /** The dropped outbox entry's id. */
  id: string;
  userId: number;
  /** What the change was about, in words (`label` of the operation), and the reason. */
  kind: 'like';
  postId: number;
  label: string | null;
  message: string;
  createdAt: number;
};
