import { useEffect } from 'react';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import { trackEvent } from '../analytics/analytics';
import { useSessionStore } from '../auth/session-store';
import { CopyNotice } from '../remote-view/copy-notice';
import { Tabs } from '../remote-view/tabs';
import { useInfiniteScroll } from '../remote-view/use-infinite-scroll';
import { usePrefetch } from '../remote-view/use-prefetch';
import { FeedEmpty, FeedLoadFailed, LoginNotice } from './feed-states';
import { PostList } from './post-list';
import { FEED_TABS, FEED_TYPE_OF, type FeedTab, useFeed } from './queries';
import './feed.css';

/**
 * /feed (SPEC.md §2 Feed): tabs すべて / フォロー中 / 自分, posts newest first, the next page
 * once the list's end is within reach. Visitors read すべて under a sign-in notice; the other
 * two tabs need an account. Offline or on a failure, the tab's last copy shows with its age.
 */
export function FeedScreen({ tab, onTab }: { tab: FeedTab; onTab: (tab: FeedTab) => void }) {
  const t = useT();
  const sessionLoading = useSessionStore((state) => state.loading);
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const needsAccount = !sessionLoading && viewerId === null && tab !== 'all';
  const feed = useFeed(tab, !needsAccount);
  usePrefetch('feed');
  useEffect(() => {
    if (!needsAccount) trackEvent({ name: 'feed_view', params: { feed_type: FEED_TYPE_OF[tab] } });
  }, [tab, needsAccount]);
  const { first, items } = feed;
  useInfiniteScroll(
    feed.loadMore,
    feed.hasMore && !feed.loadingMore && !feed.moreFailed,
    items.length,
  );

  const tabs = FEED_TABS.map((key) => ({ key, label: t(`feed.tab.${key}`) }));
  return (
    <div className="page feed-page">
      <h1 className="feed-page__title">{t('title.feed')}</h1>
      {!sessionLoading && viewerId === null && tab === 'all' ? <LoginNotice /> : null}
      <Tabs label={t('feed.tabs')} tabs={tabs} selected={tab} onSelect={onTab}>
        {needsAccount ? (
          <LoginNotice />
        ) : first.data === undefined ? (
          first.status === 'failed' ? (
            <FeedLoadFailed tab={tab} onRetry={first.retry} />
          ) : (
            <LoadingIndicator label={t('feed.loading')} />
          )
        ) : (
          <>
            <CopyNotice view={first} />
            {items.length === 0 ? (
              <FeedEmpty tab={tab} />
            ) : (
              <PostList posts={items} viewerId={viewerId} paging={feed} />
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
