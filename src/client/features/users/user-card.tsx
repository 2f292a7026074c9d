import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { PublicUser } from '../../../shared/api/social-users';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useFollowToggle } from '../social/sync/use-follow-toggle';
import { Avatar } from './avatar';
import { FollowButton } from './follow-button';

/**
 * A traveller in a list (SPEC.md §2 User search): links to their profile; avatar, name,
 * @username, bio, followers and posts, visits when any; a follow toggle for a signed-in
 * viewer on anyone but themselves.
 */
export function UserCard({ user, signedIn }: { user: PublicUser; signedIn: boolean }) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const follow = useFollowToggle(user);
  const name = user.display_name || user.username;
  const followers = follow.followersCount ?? user.followers_count;
  return (
    <article className="user-card" aria-labelledby={nameId}>
      <Link to="/users/$userId" params={{ userId: String(user.id) }} className="user-card__link">
        <Avatar name={name} picture={user.profile_picture} />
        <span className="user-card__names">
          <span id={nameId} className="user-card__name">
            {name}
          </span>
          <span className="user-card__username">@{user.username}</span>
        </span>
      </Link>
      {user.bio ? <p className="user-card__bio">{user.bio}</p> : null}
      <p className="user-card__stats">
        <span>{t('users.followers', { count: formatNumber(followers, locale) })}</span>
        <span>{t('users.posts', { count: formatNumber(user.posts_count, locale) })}</span>
        {user.total_visits > 0 ? (
          <span>{t('users.visits', { count: formatNumber(user.total_visits, locale) })}</span>
        ) : null}
      </p>
      {signedIn && !user.is_self ? (
        <FollowButton follow={follow} className="user-card__follow" />
      ) : null}
    </article>
  );
}

/** A list of traveller cards. */
export function UserList({ users, signedIn }: { users: PublicUser[]; signedIn: boolean }) {
  return (
    <ul className="user-list">
      {users.map((user) => (
        // Keyed by the follow state too: a fresh answer replacing the stored copy restarts
        // the card's toggle from what the server says.
        <li key={`${user.id}:${user.is_following}:${user.followers_count}`}>
          <UserCard user={user} signedIn={signedIn} />
        </li>
      ))}
    </ul>
  );
}
