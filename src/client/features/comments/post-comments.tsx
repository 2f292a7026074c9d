import { useId, useState } from 'react';
import type { Comment } from '../../../shared/api/social-comments';
import { useT } from '../../i18n/use-t';
import {
  addPostComment,
  type OwnPendingComment,
  useOwnPendingComments,
} from '../social/sync/comment-commands';
import { CommentForm } from './comment-form';
import { authorName, CommentItem, OwnCommentItem } from './comment-item';
import { unlistedOwnComments, withoutDeleted } from './comment-rules';
import { type OwnAuthor, useOwnAuthor } from './own-author';
import { useCommentReplies, useHiddenCommentIds, usePostComments } from './queries';
import { CommentLogin, ThreadMore, ThreadState, useRefreshWhenSent } from './thread-parts';
import './comments.css';

/**
 * A post's comments under its card (SPEC.md §2 Feed "comments"): oldest first as a
 * conversation reads, each with its replies behind a show / hide button, the user's own
 * waiting comments at once (S20), and the form for signed-in users.
 */
export function PostComments({ postId, id }: { postId: number; id: string }) {
  const t = useT();
  const author = useOwnAuthor();
  const view = usePostComments(postId);
  const pending = useOwnPendingComments({ postId });
  const hidden = useHiddenCommentIds();
  const comments = withoutDeleted(view.items, hidden);
  const unlisted = unlistedOwnComments(pending, view.items, author?.id ?? null, null);
  useRefreshWhenSent(unlisted, view);
  const empty = view.first.data && comments.length === 0 && unlisted.length === 0;

  return (
    <section id={id} className="comments" aria-label={t('comments.threadLabel')}>
      <ThreadState view={view} />
      {empty ? <p className="comments__none">{t('comments.none')}</p> : null}
      <ul className="comments__list">
        {comments.map((comment) => (
          <TopComment
            key={comment.id}
            postId={postId}
            comment={comment}
            author={author}
            pending={pending}
          />
        ))}
        {author
          ? unlisted.map((own) => <OwnCommentItem key={own.clientId} own={own} author={author} />)
          : null}
      </ul>
      <ThreadMore view={view} />
      {author ? (
        <CommentForm
          label={t('comments.fieldLabel')}
          submitLabel={t('comments.submit')}
          onSubmit={(content) => addPostComment(postId, content)}
        />
      ) : (
        <CommentLogin />
      )}
    </section>
  );
}

/** A top-level comment with its reply button and its replies. */
function TopComment({
  postId,
  comment,
  author,
  pending,
}: {
  postId: number;
  comment: Comment;
  author: OwnAuthor | null;
  pending: readonly OwnPendingComment[];
}) {
  const t = useT();
  const repliesId = useId();
  const name = authorName(comment.user, t);
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const ownReplies = pending.filter((own) => own.parentCommentId === comment.id);
  // Hidden replies still show the user's own unsent ones: they were just written.
  const unsentReplies = ownReplies.filter((own) => own.state !== 'sent');

  return (
    <CommentItem
      comment={comment}
      actions={
        <>
          {author ? (
            <button
              type="button"
              className="comment__action"
              aria-label={t('comments.replyTo', { name })}
              aria-expanded={replying}
              onClick={() => setReplying((value) => !value)}
            >
              {t('comments.reply')}
            </button>
          ) : null}
          {comment.replies_count > 0 || open ? (
            <button
              type="button"
              className="comment__action"
              aria-expanded={open}
              aria-controls={repliesId}
              onClick={() => setOpen((value) => !value)}
            >
              {open
                ? t('comments.hideReplies')
                : t('comments.showReplies', { count: comment.replies_count })}
            </button>
          ) : null}
        </>
      }
      below={
        <>
          {open || unsentReplies.length > 0 ? (
            <Replies
              id={repliesId}
              parent={comment}
              open={open}
              author={author}
              ownReplies={open ? ownReplies : unsentReplies}
            />
          ) : null}
          {replying && author ? (
            <CommentForm
              label={t('comments.replyFieldLabel', { name })}
              submitLabel={t('comments.submitReply')}
              autoFocus
              onCancel={() => setReplying(false)}
              onSubmit={async (content) => {
                await addPostComment(postId, content, comment.id);
                setReplying(false);
                // The new reply then shows among the others, and as the server's once sent.
                setOpen(true);
              }}
            />
          ) : null}
        </>
      }
    />
  );
}

/**
 * The replies of one comment: the server's (asked only while shown) and the user's own not
 * listed yet, which show even while the others are hidden — they were just written.
 */
function Replies({
  id,
  parent,
  open,
  author,
  ownReplies,
}: {
  id: string;
  parent: Comment;
  open: boolean;
  author: OwnAuthor | null;
  ownReplies: readonly OwnPendingComment[];
}) {
  const t = useT();
  const view = useCommentReplies(open ? parent.id : null);
  const hidden = useHiddenCommentIds();
  const replies = open ? withoutDeleted(view.items, hidden) : [];
  const unlisted = unlistedOwnComments(ownReplies, view.items, author?.id ?? null, parent.id);
  useRefreshWhenSent(open ? unlisted : [], view);
  return (
    <section
      id={id}
      className="comments comments--replies"
      aria-label={t('comments.repliesLabel', { name: authorName(parent.user, t) })}
    >
      {open ? <ThreadState view={view} /> : null}
      <ul className="comments__list">
        {replies.map((reply) => (
          <CommentItem key={reply.id} comment={reply} />
        ))}
        {author
          ? unlisted.map((own) => <OwnCommentItem key={own.clientId} own={own} author={author} />)
          : null}
      </ul>
      {open ? <ThreadMore view={view} /> : null}
    </section>
  );
}
