/**
 * Comments through the outbox (docs/SYNC.md S20): each carries its own client id and
 * Idempotency-Key, is listed as the user's own 「送信待ち」 until the server has it, and a
 * refusal stays on it with the reason until the user retries or discards it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Comment } from '../../../../shared/api/social-comments';
import { localDatabase } from '../../../db/local-database';
import type { CommentRow } from '../../../db/social-rows';
import { commentTarget } from '../../../sync/outbox-entry';
import { SENT_COMMENT_KEPT_MS } from '../../../sync/social-commands';
import { useSessionStore } from '../../auth/session-store';
import { noteDeletedHere } from '../../comments/deleted-here';
import { outboxCommands } from '../../outbox/outbox-instance';
import { useSignedInUserId } from '../../outbox/queries';
import { commentLabelOf } from './entry-label';

/** The signed-in user; commenting is for them only (the screens show no form to visitors). */
function signedInUserId(): number {
  const id = useSessionStore.getState().user?.id;
  if (id === undefined) throw new Error('Sign in to comment.');
  return id;
}

export async function addPostComment(
  postId: number,
  content: string,
  parentCommentId?: number,
): Promise<void> {
  await outboxCommands.addPostComment(signedInUserId(), postId, content, parentCommentId ?? null);
}

export async function addSiteComment(siteId: number, content: string): Promise<void> {
  await outboxCommands.addSiteComment(signedInUserId(), siteId, content);
}

/** Deletes a comment the server has; the screens hide it from now on (deleted-here.ts). */
export async function deleteComment(comment: Comment): Promise<void> {
  const userId = signedInUserId();
  const commentId = comment.id;
  const own = await localDatabase.comments
    .where('userId')
    .equals(userId)
    .filter((row) => row.serverId === commentId)
    .first();
  await outboxCommands.deleteComment(userId, commentId, {
    clientId: own?.clientId ?? null,
    label: own ? commentLabelOf(own.content) : null,
  });
  noteDeletedHere(comment);
}

export type OwnPendingComment = {
  clientId: string;
  content: string;
  parentCommentId: number | null;
  createdAt: number;
  state: 'waiting' | 'failed' | 'sent';
  failure?: string;
  /** Why the server asked it to wait (S9: a limit reached), while it waits. */
  waitReason?: string;
};

/**
 * The user's own comments on a post or a site made on this device and not yet in the
 * thread the screen shows, oldest first: waiting, refused (with the server's reason), or
 * just sent (the screen drops those its server copy already lists, by `client_id`).
 */
export function useOwnPendingComments(
  target: { postId: number } | { siteId: number },
): OwnPendingComment[] {
  const userId = useSignedInUserId();
  const [index, id] =
    'postId' in target
      ? (['[userId+postId]', target.postId] as const)
      : (['[userId+siteId]', target.siteId] as const);
  return (
    useLiveQuery(async () => {
      if (userId === null) return [];
      const rows = await localDatabase.comments
        .where(index)
        .equals([userId, id])
        .sortBy('createdAt');
      const entries = await localDatabase.outbox
        .where('[userId+target]')
        .anyOf(rows.map((row) => [userId, commentTarget(row.clientId)]))
        .toArray();
      const byTarget = new Map(entries.map((e) => [e.target, e]));
      const since = Date.now() - SENT_COMMENT_KEPT_MS;
      return rows.flatMap((row) =>
        pendingOf(row, byTarget.get(commentTarget(row.clientId)), since),
      );
    }, [userId, index, id]) ?? []
  );
}

function pendingOf(
  row: CommentRow,
  entry:
    | {
        status: string;
        operation: { kind: string };
        failure?: { message: string } | undefined;
        waiting?: { message: string } | undefined;
      }
    | undefined,
  since: number,
): OwnPendingComment[] {
  const base = {
    clientId: row.clientId,
    content: row.content,
    parentCommentId: row.parentCommentId,
    createdAt: row.createdAt,
  };
  if (entry?.operation.kind === 'comment.delete') return []; // being deleted: not shown
  if (entry?.status === 'failed') {
    return [{ ...base, state: 'failed', failure: entry.failure?.message ?? '' }];
  }
  if (entry) {
    const reason = entry.waiting?.message;
    return [{ ...base, state: 'waiting', ...(reason ? { waitReason: reason } : {}) }];
  }
  return row.serverId !== null && row.createdAt >= since ? [{ ...base, state: 'sent' }] : [];
}
