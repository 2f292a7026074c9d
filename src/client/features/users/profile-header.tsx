import type { PublicUser } from '../../../shared/api/social-users';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useBlockToggle } from '../social/sync/use-block-toggle';
import { useFollowToggle } from '../social/sync/use-follow-toggle';
import { Avatar } from './avatar';
import { FollowButton } from './follow-button';

/** Only http(s) addresses become links; anything else a user typed stays text. */
function safeWebsite(website: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A traveller's header and statistics (SPEC.md §2 User profile): avatar, names, bio,
 * location, website, joined date; posts, visits, countries, followers, following. Follow and
 * block for a signed-in viewer on someone else's profile (SPEC.md §5).
 */
export function ProfileHeader({ user, signedIn }: { user: PublicUser; signedIn: boolean }) {
  const t = useT();
  const locale = useLocale();
  const follow = useFollowToggle(user);
  const block = useBlockToggle(user);
  const name = user.display_name || user.username;
  const website = user.website ? safeWebsite(user.website) : null;
  const stats = [
    ['posts', user.posts_count],
    ['visits', user.total_visits],
    ['countries', user.countries_visited],
    ['followers', follow.followersCount ?? user.followers_count],
    ['following', user.following_count],
  ] as const;

  return (
    <>
      <section className="profile-head" aria-labelledby="user-profile-name">
        <Avatar name={name} picture={user.profile_picture} size="l" />
        <div>
          <h1 id="user-profile-name" className="profile-head__name">
            {name}
          </h1>
          <p className="user-card__username">@{user.username}</p>
          {user.bio ? <p className="profile-head__bio">{user.bio}</p> : null}
          <p className="profile-head__facts">
            {user.location ? (
              <span>
                <span className="visually-hidden">{t('userProfile.location')}: </span>
                <span aria-hidden="true">📍 </span>
                {user.location}
              </span>
            ) : null}
            {user.website ? (
              <span>
                <span className="visually-hidden">{t('userProfile.website')}: </span>
                {website ? (
                  <a href={website} rel="noopener noreferrer nofollow ugc" target="_blank">
                    {user.website}
                  </a>
                ) : (
                  user.website
                )}
              </span>
            ) : null}
            <span>{t('userProfile.joined', { date: formatDate(user.joined_date, locale) })}</span>
          </p>
          {signedIn && !user.is_self ? (
            <div className="profile-head__actions">
              {block.blocked ? null : <FollowButton follow={follow} />}
              <button
                type="button"
                className="button button--secondary button--small"
                aria-pressed={block.blocked}
                aria-busy={block.waiting || undefined}
                onClick={block.toggle}
              >
                {block.blocked ? t('users.blocked') : t('users.block')}
              </button>
            </div>
          ) : null}
        </div>
      </section>
      <dl className="profile-stats" aria-label={t('userProfile.stats')}>
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`userProfile.stat.${key}`)}</dt>
            <dd>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
