/**
 * What the comment screens read: the server's lists (remote views, their first page kept
 * on the device for offline) and, from IndexedDB, the deletes still waiting to be sent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Comment, CommentPage } from '../../../shared/api/social-comments';
import { COMMENTS_PAGE_DEFAULT } from '../../../shared/limits';
import { localDatabase } from '../../db/local-database';
import { readCacheKeys } from '../../db/read-cache-rows';
import { commentTarget } from '../../sync/outbox-entry';
import { useSessionStore } from '../auth/session-store';
import { outboxCommands } from '../outbox/outbox-instance';
import { useSignedInUserId } from '../outbox/queries';
import { type PagedView, usePagedView } from '../remote-view/use-paged-view';

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

/**
 * Server ids of comments whose delete waits in the outbox: the thread hides them at once.
 * A refused delete is no longer hidden (the comment is still there, S11).
 */
export function useDeletingCommentIds(): ReadonlySet<number> {
  const userId = useSignedInUserId();
  return (
    useLiveQuery(async () => {
      if (userId === null) return NONE;
      const entries = await localDatabase.outbox.filter((e) => e.userId === userId).toArray();
      return new Set(
        entries.flatMap((e) =>
          e.operation.kind === 'comment.delete' && e.status !== 'failed'
            ? [e.operation.commentId]
            : [],
        ),
      );
    }, [userId]) ?? NONE
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
