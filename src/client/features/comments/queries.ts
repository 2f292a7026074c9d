/**
 * What the comment screens read: the server's lists (remote views, their first page kept
 * on the device for offline) and the comments deleted from this device, to hide them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { Comment, CommentPage } from '../../../shared/api/social-comments';
import { COMMENTS_PAGE_DEFAULT } from '../../../shared/limits';
import { localDatabase } from '../../db/local-database';
import { readCacheKeys } from '../../db/read-cache-rows';
import { commentTarget } from '../../sync/outbox-entry';
import { useSessionStore } from '../auth/session-store';
import { outboxCommands } from '../outbox/outbox-instance';
import { useSignedInUserId } from '../outbox/queries';
import { type PagedView, usePagedView } from '../remote-view/use-paged-view';
import { forgetDeletedHere, useDeletedHere } from './deleted-here';

/** A post's top-level comments, oldest first (the server's order); null `postId` asks nothing. */
export function usePostComments(postId: number | null): PagedView<Comment, CommentPage> {
  return usePagedView<Comment, CommentPage>(
    postId === null ? null : `social/posts/${postId}/comments/?page_size=${COMMENTS_PAGE_DEFAULT}`,
    postId === null ? null : readCacheKeys.postComments(postId),
  );
}

/** The replies to one comment, oldest first. */
export function useCommentReplies(commentId: number | null): PagedView<Comment, CommentPage> {
  return usePagedView<Comment, CommentPage>(
    commentId === null ? null : `social/comments/${commentId}/replies/`,
    commentId === null ? null : readCacheKeys.commentReplies(commentId),
  );
}

/** A site's comments, newest first (the server's order). */
export function useSiteComments(siteId: number): PagedView<Comment, CommentPage> {
  return usePagedView<Comment, CommentPage>(
    `heritage/sites/${siteId}/comments/?page_size=${COMMENTS_PAGE_DEFAULT}`,
    readCacheKeys.siteComments(siteId),
  );
}

const NONE: ReadonlySet<number> = new Set();
const NO_DELETES = { waiting: NONE, refused: NONE };

/** Server ids of comments whose delete is in the outbox: waiting (or being sent), or refused. */
function useOutboxCommentDeletes(): { waiting: ReadonlySet<number>; refused: ReadonlySet<number> } {
  const userId = useSignedInUserId();
  return (
    useLiveQuery(async () => {
      if (userId === null) return NO_DELETES;
      const entries = await localDatabase.outbox.filter((e) => e.userId === userId).toArray();
      const waiting = new Set<number>();
      const refused = new Set<number>();
      for (const { operation, status } of entries) {
        if (operation.kind !== 'comment.delete') continue;
        (status === 'failed' ? refused : waiting).add(operation.commentId);
      }
      return { waiting, refused };
    }, [userId]) ?? NO_DELETES
  );
}

/**
 * Server ids of comments the thread hides: deleted from this device, waiting in the outbox
 * or already confirmed (deleted-here.ts). A refused delete is no longer hidden: the comment
 * is still there (S11).
 */
export function useHiddenCommentIds(): ReadonlySet<number> {
  const { waiting, refused } = useOutboxCommentDeletes();
  const deleted = useDeletedHere((state) => state.deleted);
  useEffect(() => forgetDeletedHere(refused), [refused]);
  return useMemo(
    () =>
      waiting.size === 0 && deleted.size === 0
        ? NONE
        : new Set([...waiting, ...[...deleted.keys()].filter((id) => !refused.has(id))]),
    [waiting, refused, deleted],
  );
}

/** The refused entry of an own comment, by its client id (S20: retried or discarded there). */
async function failedEntryId(clientId: string): Promise<string | null> {
  const userId = useSessionStore.getState().user?.id;
  if (userId === undefined) return null;
  const entries = await localDatabase.outbox
    .where('[userId+target]')
    .equals([userId, commentTarget(clientId)])
    .toArray();
  return entries.find((e) => e.status === 'failed')?.id ?? null;
}

/** Sends a refused comment again (S11), its text unchanged. */
export async function retryOwnComment(clientId: string): Promise<void> {
  const id = await failedEntryId(clientId);
  if (id) await outboxCommands.retry(id);
}

/** Gives up a refused comment: it leaves the thread and the failed list (S20). */
export async function discardOwnComment(clientId: string): Promise<void> {
  const id = await failedEntryId(clientId);
  if (id) await outboxCommands.discard(id);
}
