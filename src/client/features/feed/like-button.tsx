import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useOnline } from '../pwa/use-online';
import { useLikeToggle } from '../social/sync/use-like-toggle';

/**
 * いいね with its count; pressed when the viewer likes the post. Offline, a like or unlike that
 * waits to be sent says so beside the button, as a waiting comment or visit does (online it
 * is sent at once, and a mark for that moment would only flicker).
 */
export function LikeButton({
  post,
  disabled,
}: {
  post: { id: number; is_liked: boolean; likes_count: number };
  disabled: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const like = useLikeToggle(post);
  const online = useOnline();
  const count = formatNumber(like.likesCount, locale);
  return (
    <>
      <button
        type="button"
        className={`post-card__action like-button${like.liked ? ' like-button--on' : ''}`}
        aria-pressed={like.liked}
        aria-busy={like.waiting || undefined}
        aria-label={t('post.like', { count })}
        disabled={disabled}
        onClick={like.toggle}
      >
        <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
        <span aria-hidden="true">{count}</span>
      </button>
      {like.waiting && !online ? (
        <span className="post-card__waiting">{t('post.likeWaiting')}</span>
      ) : null}
    </>
  );
}
