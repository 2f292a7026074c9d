import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { addSiteComment, useOwnPendingComments } from '../social/sync/comment-commands';
import { CommentForm } from './comment-form';
import { CommentItem, OwnCommentItem } from './comment-item';
import { unlistedOwnComments, withoutDeleted } from './comment-rules';
import { useOwnAuthor } from './own-author';
import { useHiddenCommentIds, useSiteComments } from './queries';
import { CommentLogin, ThreadMore, ThreadState, useRefreshWhenSent } from './thread-parts';
import './comments.css';

/**
 * A site's comments in its map popup (SPEC.md §2 "Marker popup"), newest first, readable by
 * visitors; signed-in users get the form, and their own waiting comments lead the list.
 */
export function SiteComments({ siteId }: { siteId: number }) {
  const t = useT();
  const headingId = useId();
  const author = useOwnAuthor();
  const view = useSiteComments(siteId);
  const pending = useOwnPendingComments({ siteId });
  const hidden = useHiddenCommentIds();
  const comments = withoutDeleted(view.items, hidden);
  // Newest first like the list: the hook gives them oldest first.
  const unlisted = unlistedOwnComments(pending, view.items, author?.id ?? null, null).reverse();
  useRefreshWhenSent(unlisted, view);
  const empty = view.first.data && comments.length === 0 && unlisted.length === 0;

  return (
    <section className="comments comments--site" aria-labelledby={headingId}>
      <h3 id={headingId} className="comments__heading">
        {t('comments.siteHeading')}
      </h3>
      {author ? (
        <CommentForm
          label={t('comments.fieldLabel')}
          submitLabel={t('comments.submit')}
          onSubmit={(content) => addSiteComment(siteId, content)}
        />
      ) : (
        <CommentLogin />
      )}
      <ThreadState view={view} />
      {empty ? <p className="comments__none">{t('comments.none')}</p> : null}
      <ul className="comments__list">
        {author
          ? unlisted.map((own) => <OwnCommentItem key={own.clientId} own={own} author={author} />)
          : null}
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      <ThreadMore view={view} />
    </section>
  );
}
