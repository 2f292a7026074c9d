import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Comment, CommentPage } from '../../../shared/api/social-comments';
import { useT } from '../../i18n/use-t';
import { CopyNotice } from '../remote-view/copy-notice';
import type { PagedView } from '../remote-view/use-paged-view';
import type { OwnPendingComment } from '../social/sync/comment-commands';

/**
 * Above a list: the notice over a stored copy (with its age), or, with nothing to show,
 * loading or the failure with a retry.
 */
export function ThreadState({ view }: { view: PagedView<Comment, CommentPage> }) {
  const t = useT();
  const { first } = view;
  if (first.data) return <CopyNotice view={first} />;
  if (first.status === 'loading') {
    return (
      <p className="comments__status" role="status">
        {t('comments.loading')}
      </p>
    );
  }
  if (first.status === 'failed' || first.status === 'not-found') {
    return (
      <div className="comments__status" role="alert">
        <p>{t('comments.loadFailed')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={first.retry}
        >
          {t('comments.retry')}
        </button>
      </div>
    );
  }
  return null;
}

/** Below a list: the next page's button (comments are short lists: no infinite scroll). */
export function ThreadMore({ view }: { view: PagedView<Comment, CommentPage> }) {
  const t = useT();
  if (view.loadingMore) return <p role="status">{t('comments.loading')}</p>;
  if (!view.hasMore && !view.moreFailed) return null;
  return (
    <div className="comments__more">
      {view.moreFailed ? <p role="alert">{t('comments.moreFailed')}</p> : null}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={view.loadMore}
      >
        {t('comments.more')}
      </button>
    </div>
  );
}

/** What a visitor sees instead of the form: commenting needs an account (SPEC.md §6). */
export function CommentLogin() {
  const t = useT();
  return (
    <p className="comments__login">
      {t('comments.login')} <Link to="/login">{t('comments.loginLink')}</Link>
    </p>
  );
}

/**
 * Asks the server again when one of the user's own comments was just sent and the list
 * does not hold it yet, so it turns into the server's copy (deletable, with replies).
 */
export function useRefreshWhenSent(
  unlisted: readonly OwnPendingComment[],
  view: PagedView<Comment, CommentPage>,
) {
  const sent = unlisted
    .filter((own) => own.state === 'sent')
    .map((own) => own.clientId)
    .join(',');
  const seen = useRef(sent);
  const { retry } = view.first;
  useEffect(() => {
    if (sent === seen.current) return;
    seen.current = sent;
    if (sent !== '') retry();
  }, [sent, retry]);
}
