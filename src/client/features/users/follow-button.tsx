import { useT } from '../../i18n/use-t';

/**
 * Follow toggle (SPEC.md §2: '+ follow' / '✓ following'). It shows the state of a
 * useFollowToggle the caller holds, so a count beside it moves with it.
 */
export function FollowButton({
  follow,
  className = '',
}: {
  follow: { following: boolean; waiting: boolean; toggle: () => void };
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={`button button--small follow-button ${follow.following ? 'button--secondary follow-button--on' : 'button--primary'} ${className}`}
      aria-pressed={follow.following}
      aria-label={follow.following ? t('users.following') : t('users.follow')}
      aria-busy={follow.waiting || undefined}
      onClick={follow.toggle}
    >
      <span aria-hidden="true">{follow.following ? '✓ ' : '+ '}</span>
      {follow.following ? t('users.following') : t('users.followShort')}
    </button>
  );
}
