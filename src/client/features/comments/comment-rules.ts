/**
 * The pure parts of the comment screens: what the form accepts, and which of the user's own
 * comments from this device still need showing over the thread the server sent.
 */
import type { Comment } from '../../../shared/api/social-comments';
import { COMMENT_CONTENT_MAX } from '../../../shared/limits';
import type { OwnPendingComment } from '../social/sync/comment-commands';

export type DraftProblem = 'empty' | 'tooLong' | null;

/** SPEC.md §5: comments are trimmed and an empty one is not posted; §9 caps the length. */
export function draftProblem(draft: string): DraftProblem {
  const content = draft.trim();
  if (content.length === 0) return 'empty';
  if (content.length > COMMENT_CONTENT_MAX) return 'tooLong';
  return null;
}

/** Characters left before the cap, counted on the trimmed text the server will keep. */
export function charactersLeft(draft: string): number {
  return COMMENT_CONTENT_MAX - draft.trim().length;
}

/**
 * The own comments to draw over `listed`: those the server's list does not hold yet.
 * The server echoes `client_id` to the author, which matches exactly; a copy fetched
 * before that field existed, or by another route, falls back to same author and content.
 * `parent` keeps the ones of one level (null: the top level of a post, or a site).
 */
export function unlistedOwnComments(
  pending: readonly OwnPendingComment[],
  listed: readonly Comment[],
  viewerId: number | null,
  parent: number | null,
): OwnPendingComment[] {
  const clientIds = new Set(listed.flatMap((c) => (c.client_id ? [c.client_id] : [])));
  const ownContents = new Set(
    listed.filter((c) => c.user?.id === viewerId && !c.client_id).map((c) => c.content),
  );
  return pending.filter(
    (own) =>
      own.parentCommentId === parent &&
      !clientIds.has(own.clientId) &&
      !ownContents.has(own.content.trim()),
  );
}

/** Comments of the list not being deleted from this device (the delete waits in the outbox). */
export function withoutDeleted(listed: readonly Comment[], deleting: ReadonlySet<number>) {
  return listed.filter((c) => !deleting.has(c.id));
}

/**
 * A post's comment count with the user's own comments made since the post was read
 * (`since`): the count the server sent cannot hold them yet. Refused ones are not counted;
 * they may never arrive.
 */
export function countWithOwn(
  serverCount: number,
  pending: readonly OwnPendingComment[],
  since: number,
): number {
  return serverCount + pending.filter((c) => c.state !== 'failed' && c.createdAt >= since).length;
}
