/**
 * How a social outbox entry is named in words where refused changes are listed (the
 * header's failed-changes list, docs/SYNC.md S11): 「いいね: 古都京都の文化財」, with the label
 * the screen gave when the change was recorded, or the post's or user's number.
 */
import type { Translate } from '../../../i18n/translate';
import type { SocialOperation } from '../../../sync/outbox-entry';

/** A comment's first words, as its label. */
export const COMMENT_LABEL_LENGTH = 20;

export function commentLabelOf(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  return text.length > COMMENT_LABEL_LENGTH ? `${text.slice(0, COMMENT_LABEL_LENGTH)}…` : text;
}

export function socialEntryName(operation: SocialOperation, t: Translate): string {
  switch (operation.kind) {
    case 'like.put':
    case 'like.delete': {
      const name = operation.label ?? t('socialSync.unknownPost', { id: operation.postId });
      return t(operation.kind === 'like.put' ? 'socialSync.like' : 'socialSync.unlike', { name });
    }
    case 'follow.put':
    case 'follow.delete':
    case 'block.put':
    case 'block.delete': {
      const name = operation.label ?? t('socialSync.unknownUser', { id: operation.targetUserId });
      const key = {
        'follow.put': 'socialSync.follow',
        'follow.delete': 'socialSync.unfollow',
        'block.put': 'socialSync.block',
        'block.delete': 'socialSync.unblock',
      } as const;
      return t(key[operation.kind], { name });
    }
    case 'post-comment.create':
    case 'site-comment.create':
      return t('socialSync.comment', { name: commentLabelOf(operation.content) });
    case 'comment.delete': {
      const name = operation.label ?? t('socialSync.unknownComment', { id: operation.commentId });
      return t('socialSync.deleteComment', { name });
    }
  }
}
