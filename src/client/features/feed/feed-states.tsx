import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { useOnline } from '../pwa/use-online';
import { LoadFailed } from '../remote-view/load-failed';
import type { FeedTab } from './queries';

/** SPEC.md §2: the feed needs an account; visitors see this and a way to sign in. */
export function LoginNotice() {
  const t = useT();
  const titleId = useId();
  return (
    <section className="feed-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="feed-notice__title">
        {t('feed.loginTitle')}
      </h2>
      <p className="feed-notice__body">{t('feed.loginBody')}</p>
      <Link to="/login" className="button button--primary button--small">
        {t('feed.login')}
      </Link>
    </section>
  );
}

/**
 * The first page failed and nothing is stored: SPEC.md §2's message with a retry. Offline it
 * says why instead (a tab never opened on this device has no copy), and on 自分 where the
 * traveller's own visits can be read meanwhile.
 */
export function FeedLoadFailed({ tab, onRetry }: { tab: FeedTab; onRetry: () => void }) {
  const t = useT();
  const online = useOnline();
  return (
    <LoadFailed
      message={online ? t('feed.loadFailed') : t('feed.offlineNoCopy')}
      detail={
        online
          ? t('feed.loadFailedBody')
          : tab === 'mine'
            ? t('feed.offlineNoCopyMine')
            : t('feed.offlineNoCopyBody')
      }
      retryLabel={t('feed.retry')}
      onRetry={onRetry}
    />
  );
}

/** No post on this tab, and where to go instead. */
export function FeedEmpty({ tab }: { tab: FeedTab }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="feed-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="feed-notice__title">
        {tab === 'following'
          ? t('feed.emptyFollowing')
          : tab === 'mine'
            ? t('feed.emptyMine')
            : t('feed.emptyAll')}
      </h2>
      {tab === 'following' ? (
        <>
          <p className="feed-notice__body">{t('feed.emptyFollowingBody')}</p>
          <Link to="/users/search" className="button button--primary button--small">
            {t('feed.findUsers')}
          </Link>
        </>
      ) : tab === 'mine' ? (
        <>
          <p className="feed-notice__body">{t('feed.emptyMineBody')}</p>
          <Link to="/map" className="button button--primary button--small">
            {t('feed.toMap')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
