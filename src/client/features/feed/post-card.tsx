import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Post } from '../../../shared/api/social-posts';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { PostComments } from '../comments/post-comments';
import { useCommentCount } from '../comments/use-comment-count';
import { useRelativeTime } from '../remote-view/use-relative-time';
import { ShareButton } from '../share/share-button';
import { useFollowToggle } from '../social/sync/use-follow-toggle';
import { Avatar } from '../users/avatar';
import { FollowButton } from '../users/follow-button';
import { LikeButton } from './like-button';

const STARS = [1, 2, 3, 4, 5] as const;

/** The author's follow toggle, from the post's word on whether the viewer follows them. */
function AuthorFollow({ authorId, following }: { authorId: number; following: boolean }) {
  const follow = useFollowToggle({ id: authorId, is_following: following });
  return <FollowButton follow={follow} className="post-card__follow" />;
}

/**
 * A feed post (SPEC.md §2 Feed): author link and follow button (not on one's own posts),
 * the site with its type, the photo (hidden if it fails to load), stars, comment, visit date
 * and when it was posted, like, the comment count that opens the thread under the card,
 * and the site on the map.
 * `viewerId` is the signed-in user (null for a visitor: no like, no follow);
 */
export function PostCard({
  post,
  viewerId,
  hideFollow = false,
}: {
  post: Post;
  viewerId: number | null;
  /** On the author's own profile, whose header holds the follow button. */
  hideFollow?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const ago = useRelativeTime();
  const titleId = useId();
  const threadId = useId();
  const [threadOpen, setThreadOpen] = useState(false);
  const commentCount = useCommentCount(post);
  const [photoFailed, setPhotoFailed] = useState(false);
  const author = post.user.display_name || post.user.username;
  const site = post.heritage_site;
  const siteName = locale === 'ja' ? site.name : site.name_en || site.name;
  const photo = post.photos[0]?.thumbnail_url ?? post.photos_url;
  const own = viewerId === post.user.id;

  return (
    <article className="post-card" aria-labelledby={titleId}>
      <header className="post-card__head">
        <Link
          to="/users/$userId"
          params={{ userId: String(post.user.id) }}
          className="post-card__author"
        >
          <Avatar name={author} picture={post.user.profile_picture} size="s" />
          <span className="post-card__author-names">
            <span className="post-card__author-name">{author}</span>
            <span className="post-card__username">@{post.user.username}</span>
          </span>
        </Link>
        {viewerId !== null && !own && !hideFollow ? (
          <AuthorFollow authorId={post.user.id} following={post.user.is_following} />
        ) : null}
      </header>

      <div className="post-card__site">
        <span className={`type-chip type-chip--${site.heritage_type}`}>
          {t(`heritageType.${site.heritage_type}`)}
        </span>
        <h2 id={titleId} className="post-card__title">
          {siteName}
        </h2>
        <p className="post-card__country">
          {/* A copy kept from before the English names came has none. */}
          {locale === 'ja' ? site.country : site.country_en || site.country}
        </p>
        {site.listed === false ? <p className="post-card__delisted">{t('post.delisted')}</p> : null}
      </div>

      {photo && !photoFailed ? (
        <img
          className="post-card__photo"
          src={photo}
          alt={t('post.photo', { site: siteName })}
          loading="lazy"
          decoding="async"
          onError={() => setPhotoFailed(true)}
        />
      ) : null}

      <p className="post-card__stars">
        <span aria-hidden="true">{STARS.map((n) => (n <= post.rating ? '★' : '☆')).join('')}</span>
        <span className="visually-hidden">{t('post.rating', { count: post.rating })}</span>
      </p>
      {post.comment ? <p className="post-card__comment">{post.comment}</p> : null}
      <p className="post-card__dates">
        <span>{t('post.visitedOn', { date: formatDate(post.visited_date, locale) })}</span>
        <time dateTime={post.created_at}>{t('post.posted', { time: ago(post.created_at) })}</time>
      </p>

      <footer className="post-card__actions">
        <LikeButton post={post} disabled={viewerId === null} />
        <button
          type="button"
          className="post-card__action post-card__comments"
          aria-expanded={threadOpen}
          aria-controls={threadOpen ? threadId : undefined}
          onClick={() => setThreadOpen((open) => !open)}
        >
          <span aria-hidden="true">💬</span>
          <span>{t('post.comments', { count: formatNumber(commentCount, locale) })}</span>
        </button>
        <Link to="/map" search={{ focus: site.id }} className="post-card__action post-card__map">
          {t('post.onMap')}
        </Link>
        <ShareButton post={post} />
      </footer>
      {threadOpen ? <PostComments postId={post.id} id={threadId} /> : null}
    </article>
  );
}
