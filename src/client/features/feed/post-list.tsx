import type { Post } from '../../../shared/api/social-posts';
import { useT } from '../../i18n/use-t';
import { PostCard } from './post-card';

/**
 * Posts, then the state of the next page: loading, a failure with a button, or the end.
 * Used by the feed and by a profile's posts tab.
 */
export function PostList({
  posts,
  viewerId,
  hideFollow = false,
  paging,
}: {
  posts: Post[];
  viewerId: number | null;
  hideFollow?: boolean;
  paging: {
    hasMore: boolean;
    ended: boolean;
    loadingMore: boolean;
    moreFailed: boolean;
    loadMore: () => void;
  };
}) {
  const t = useT();
  return (
    <>
      <ul className="post-list">
        {posts.map((post) => (
          // Keyed by the server's like state too: when a fresh answer replaces the stored
          // copy, the card's toggle starts again from what the server says.
          <li key={`${post.id}:${post.is_liked}:${post.likes_count}`}>
            <PostCard post={post} viewerId={viewerId} hideFollow={hideFollow} />
          </li>
        ))}
      </ul>
      <div className="post-list__more">
        {paging.loadingMore ? (
          <p role="status">{t('feed.loadingMore')}</p>
        ) : paging.moreFailed ? (
          <div role="alert">
            <p>{t('feed.moreFailed')}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={paging.loadMore}
            >
              {t('feed.loadMore')}
            </button>
          </div>
        ) : paging.hasMore ? (
          // Scrolling loads it; the button is for keyboards and screens that cannot scroll.
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={paging.loadMore}
          >
            {t('feed.loadMore')}
          </button>
        ) : paging.ended ? (
          <p className="post-list__end">{t('feed.end')}</p>
        ) : null}
      </div>
    </>
  );
}
