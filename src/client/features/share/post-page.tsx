import { Link } from '@tanstack/react-router';
import type { Post } from '../../../shared/api/social-posts';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useScreenTitle } from '../../app/screen-title';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from '../auth/session-store';
import { PostCard } from '../feed/post-card';
import { useRemoteView } from '../remote-view/use-remote-view';
import '../feed/feed.css';
import './share.css';

/** Visit ids the server could hold; anything else is not-found without asking. */
const MAX_ID = 2_147_483_647;

/**
 * /posts/{id}, where a shared link lands: the post as the reader may see it (visitors too),
 * with the way to the site on the map; not-found for a post that is gone or not public.
 * Not kept on the device: a shared link is opened once, and a post may turn private.
 */
export function PostPage({ postId }: { postId: string }) {
  const t = useT();
  const id = /^\d{1,10}$/.test(postId) ? Number(postId) : 0;
  const valid = id >= 1 && id <= MAX_ID;
  const view = useRemoteView<Post>(valid ? `social/posts/${id}/` : null, null);
  if (!valid || view.status === 'not-found') return <PostNotFound />;
  if (view.data === undefined) {
    return view.status === 'failed' ? (
      <PostLoadFailed onRetry={view.retry} />
    ) : (
      <LoadingIndicator label={t('postPage.loading')} />
    );
  }
  return <PostShown post={view.data} />;
}

function PostShown({ post }: { post: Post }) {
  const t = useT();
  const locale = useLocale();
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const site = post.heritage_site;
  const siteName = locale === 'ja' ? site.name : site.name_en || site.name;
  const author = post.user.display_name || post.user.username;
  const title = t('share.title', { site: siteName, author });
  useScreenTitle(title);
  return (
    <div className="page post-page">
      <h1 className="post-page__title">{title}</h1>
      <PostCard post={post} viewerId={viewerId} />
      <p className="post-page__links">
        <Link to="/map" search={{ focus: site.id }} className="button button--primary">
          {t('postPage.onMap', { site: siteName })}
        </Link>
        <Link to="/feed" className="button button--secondary">
          {t('postPage.backToFeed')}
        </Link>
      </p>
    </div>
  );
}

function PostNotFound() {
  const t = useT();
  return (
    <div className="page page--centered">
      <section className="notice-card" aria-labelledby="post-not-found-title">
        <h1 id="post-not-found-title" className="notice-card__title">
          {t('postPage.notFoundTitle')}
        </h1>
        <p className="notice-card__body">{t('postPage.notFoundBody')}</p>
        <Link to="/feed" className="button button--primary">
          {t('postPage.backToFeed')}
        </Link>
      </section>
    </div>
  );
}

function PostLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="page page--centered">
      <section className="notice-card" role="alert" aria-labelledby="post-failed-title">
        <h1 id="post-failed-title" className="notice-card__title">
          {t('postPage.loadFailed')}
        </h1>
        <p className="notice-card__body">{t('postPage.loadFailedBody')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('postPage.retry')}
        </button>
      </section>
    </div>
  );
}
