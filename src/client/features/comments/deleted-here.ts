import { create } from 'zustand';
import type { Comment } from '../../../shared/api/social-comments';

/** A comment the user deleted from this device: what it took out of its post's count. */
export type DeletedHere = {
  postId: number | null;
  /** The comment and the replies the server deletes with it. */
  removed: number;
  /** When the server says the comment was written (epoch ms). */
  createdAt: number;
};

/**
 * Comments deleted from this device since the app started. The copies the screens hold
 * (a thread, a feed page with its counts) were read before the delete, so once its outbox
 * entry is confirmed and gone they would show the comment, and count it, again until the
 * screen next reads the server. In memory on purpose: after a reload, every screen has the
 * server's word or a last copy that says its age.
 */
export const useDeletedHere = create<{ deleted: ReadonlyMap<number, DeletedHere> }>(() => ({
  deleted: new Map(),
}));

export function noteDeletedHere(comment: Comment): void {
  const deleted = new Map(useDeletedHere.getState().deleted);
  deleted.set(comment.id, {
    postId: comment.post,
    removed: 1 + comment.replies_count,
    createdAt: Date.parse(comment.created_at),
  });
  useDeletedHere.setState({ deleted });
}

/** Deletes the server refused (S11): the comments are there, and shown, after all. */
export function forgetDeletedHere(commentIds: ReadonlySet<number>): void {
  const { deleted } = useDeletedHere.getState();
  if (![...commentIds].some((id) => deleted.has(id))) return;
  useDeletedHere.setState({
    deleted: new Map([...deleted].filter(([id]) => !commentIds.has(id))),
  });
}

/**
 * What a post's count read at `since` still holds of the comments deleted here: those
 * written before it (later ones were never in it), less the refused deletes.
 */
export function removedFromCount(
  deleted: ReadonlyMap<number, DeletedHere>,
  postId: number,
  since: number,
): number {
  let removed = 0;
  for (const comment of deleted.values()) {
    if (comment.postId === postId && comment.createdAt < since) removed += comment.removed;
  }
  return removed;
}
