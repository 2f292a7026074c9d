import { useState } from 'react';
import { useOwnPendingComments } from '../social/sync/comment-commands';
import { countWithOwn } from './comment-rules';
import { removedFromCount, useDeletedHere } from './deleted-here';

/**
 * The comment count a post card shows: the server's, plus what the user wrote on it since
 * the card appeared (its post was read before that, so none of those are in the count),
 * less what the user deleted of what the count held.
 */
export function useCommentCount(post: { id: number; comments_count: number }): number {
  const [shownAt] = useState(() => Date.now());
  const pending = useOwnPendingComments({ postId: post.id });
  const deleted = useDeletedHere((state) => state.deleted);
  const count = countWithOwn(post.comments_count, pending, shownAt);
  return Math.max(0, count - removedFromCount(deleted, post.id, shownAt));
}
