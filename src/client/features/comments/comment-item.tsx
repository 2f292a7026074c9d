import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { Comment } from '../../../shared/api/social-comments';
import type { Translate } from '../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { useRelativeTime } from '../remote-view/use-relative-time';
import { deleteComment, type OwnPendingComment } from '../social/sync/comment-commands';
import { Avatar } from '../users/avatar';
import { ConfirmStep } from '../visits/confirm-step';
import { discardOwnComment, retryOwnComment } from './queries';

/** The author's name; 「削除されたユーザー」 for a comment whose author deleted their account. */
export function authorName(user: Comment['user'], t: Translate): string {
  if (!user) return t('comments.deletedUser');
  return user.display_name || user.username;
}

/**
 * One comment of the server's list: author link, when, the text, a delete button when the
 * server says the viewer may (author, or the post's owner), then `actions` beside it (reply,
 * show replies) and `below` under it (the replies, the reply form).
 */
export function CommentItem({
  comment,
  actions,
  below,
}: {
  comment: Comment;
  actions?: ReactNode;
  below?: ReactNode;
}) {
  const t = useT();
  const ago = useRelativeTime();
  const name = authorName(comment.user, t);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <li className="comment">
      <article className="comment__body" aria-label={name}>
        <header className="comment__head">
          {comment.user ? (
            <Link
              to="/users/$userId"
              params={{ userId: String(comment.user.id) }}
              className="comment__author"
            >
              <Avatar name={name} picture={comment.user.profile_picture} size="s" />
              <span>{name}</span>
            </Link>
          ) : (
            // No profile to link to: the account is gone.
            <span className="comment__author comment__author--deleted">
              <Avatar name={name} picture={null} size="s" />
              <span>{name}</span>
            </span>
          )}
          <time className="comment__time" dateTime={comment.created_at}>
            {ago(comment.created_at)}
          </time>
        </header>
        {comment.user ? (
          <p className="comment__content">{comment.content}</p>
        ) : (
          <p className="comment__content comment__content--deleted">
            {t('comments.deletedContent')}
          </p>
        )}
        <div className="comment__actions">
          {actions}
          {comment.can_delete && !confirming ? (
            <button
              type="button"
              className="comment__action"
              aria-label={t('comments.deleteLabel', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('comments.delete')}
            </button>
          ) : null}
        </div>
        {confirming ? (
          <ConfirmStep
            question={t('comments.deleteQuestion')}
            confirmLabel={t('comments.deleteConfirm')}
            cancelLabel={t('comments.cancel')}
            busy={busy}
            onConfirm={() => {
              setBusy(true);
              // Through the outbox: the thread hides it at once, offline too.
              void deleteComment(comment).finally(() => {
                setBusy(false);
                setConfirming(false);
              });
            }}
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </article>
      {below}
    </li>
  );
}

/**
 * One of the viewer's own comments the list does not hold yet: 「送信待ち」 while it waits,
 * the server's reason with retry and discard when refused (its text kept, S20), and as a
 * plain comment once sent, until the refreshed list shows it.
 */
export function OwnCommentItem({
  own,
  author,
}: {
  own: OwnPendingComment;
  author: { id: number; name: string; picture: string | null };
}) {
  const t = useT();
  const ago = useRelativeTime();
  return (
    <li className={`comment comment--own comment--${own.state}`}>
      <article className="comment__body" aria-label={author.name}>
        <header className="comment__head">
          <Link
            to="/users/$userId"
            params={{ userId: String(author.id) }}
            className="comment__author"
          >
            <Avatar name={author.name} picture={author.picture} size="s" />
            <span>{author.name}</span>
          </Link>
          <time className="comment__time" dateTime={new Date(own.createdAt).toISOString()}>
            {ago(own.createdAt)}
          </time>
          {own.state === 'waiting' ? (
            <span className="comment__state">{t('comments.pending')}</span>
          ) : null}
        </header>
        <p className="comment__content">{own.content}</p>
        {own.state === 'waiting' && own.waitReason ? (
          <p className="comment__wait-reason" role="status">
            {t('comments.waitReason', { reason: own.waitReason })}
          </p>
        ) : null}
        {own.state === 'failed' ? (
          <div className="comment__failure" role="alert">
            <p>{t('comments.failed', { reason: own.failure ?? '' })}</p>
            <div className="comment__actions">
              <button
                type="button"
                className="comment__action"
                onClick={() => void retryOwnComment(own.clientId)}
              >
                {t('comments.retrySend')}
              </button>
              <button
                type="button"
                className="comment__action"
                onClick={() => void discardOwnComment(own.clientId)}
              >
                {t('comments.discard')}
              </button>
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
}
