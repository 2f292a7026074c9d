import type { User } from '../../shared/api/auth';
import { AuthError } from '../auth/errors';
import { AUTH_MESSAGES } from '../auth/messages';
import type { Database } from '../db/connect';
import { findUserWithCounts, type UserWithCounts } from '../repositories/users-repository';

/** SPEC.md §3 User. The e-mail address is shown only to its owner. */
export function toUserResponse(
  row: UserWithCounts,
  viewer: { own: boolean; isFollowing?: boolean },
): User {
  return {
    id: row.id,
    username: row.username,
    ...(viewer.own && {
      email: row.email,
      email_verified: row.emailVerifiedAt !== null,
      google_linked: row.googleSub !== null,
      has_password: row.passwordHash !== null,
    }),
    display_name: row.displayName,
    full_name: row.displayName || row.username,
    profile_picture: row.profilePicture,
    bio: row.bio,
    location: row.location,
    website: row.website,
    birth_date: row.birthDate,
    joined_date: row.joinedAt.toISOString(),
    posts_count: row.postsCount,
    total_visits: row.totalVisits,
    countries_visited: row.countriesVisited,
    followers_count: row.followersCount,
    following_count: row.followingCount,
    is_following: viewer.own ? false : (viewer.isFollowing ?? false),
    ...(viewer.own && {
      default_visibility: row.defaultVisibility,
      show_in_rankings: row.showInRankings,
    }),
  };
}

/**
 * The signed-in user's own User object. A valid token of an account that no
 * longer exists answers like an invalid token, so the client signs out.
 */
export async function ownUser(db: Database, userId: number): Promise<User> {
  const row = await findUserWithCounts(db, userId);
  if (!row) throw AuthError.tokenNotValid(AUTH_MESSAGES.userGone);
  return toUserResponse(row, { own: true });
}
