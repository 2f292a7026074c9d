import { Link } from '@tanstack/react-router';
import type { DashboardFeed } from '../../../shared/api/dashboard';
import { useT } from '../../i18n/use-t';
import { PostCard } from '../feed/post-card';
import { CopyNotice } from '../remote-view/copy-notice';
import type { RemoteView } from '../remote-view/use-remote-view';
import { SectionFailed } from './section-failed';
import '../feed/feed.css';
import '../users/users.css';

/** Others' recent posts (SPEC.md §2 "others' feed"), as the feed shows them. */
export function DashboardFeedView({
  view,
  viewerId,
}: {
  view: RemoteView<DashboardFeed>;
  viewerId: number | null;
}) {
  const t = useT();
  if (view.data === undefined) {
    return view.status === 'failed' ? (
      <SectionFailed message={t('dashboard.feedFailed')} onRetry={view.retry} />
    ) : (
      <p role="status">{t('remoteView.loading')}</p>
    );
  }
  const posts = view.data.recent_feed;
  return (
    <>
      <CopyNotice view={view} />
      {posts.length === 0 ? (
        <div className="dashboard-empty">
          <p className="dashboard-empty__title">{t('dashboard.feed.empty')}</p>
          <Link to="/users/search" className="button button--secondary button--small">
            {t('dashboard.feed.findUsers')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={`${post.id}:${post.is_liked}:${post.likes_count}`}>
                <PostCard post={post} viewerId={viewerId} />
              </li>
            ))}
          </ul>
          <p className="dashboard-feed__all">
            <Link to="/feed">{t('dashboard.feed.all')}</Link>
          </p>
        </>
      )}
    </>
  );
}
