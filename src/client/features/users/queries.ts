import type { Post, UserPostPage } from '../../../shared/api/social-posts';
import type { PublicUser, PublicUserPage } from '../../../shared/api/social-users';
import { USER_POSTS_DEFAULT, USERS_PAGE_DEFAULT } from '../../../shared/limits';
import { readCacheKeys } from '../../db/read-cache-rows';
import { type PagedView, usePagedView } from '../remote-view/use-paged-view';
import { type RemoteView, useRemoteView } from '../remote-view/use-remote-view';

/** Suggested travellers (SPEC.md §2 User search, no query): most followed, or most recent. */
export function useUserList(order: 'popular' | 'recent'): RemoteView<PublicUserPage> {
  const view = userListView(order);
  return useRemoteView(view.path, view.cacheKey);
}

/** Where a suggestion list is asked and kept: the screen and the prefetch read the same. */
export function userListView(order: 'popular' | 'recent'): { path: string; cacheKey: string } {
  return {
    path: `social/users/?limit=${USERS_PAGE_DEFAULT}&order=${order}`,
    cacheKey: readCacheKeys.users(order),
  };
}

/**
 * Travellers matching `query` (already trimmed; empty asks nothing, SPEC.md §5). Results
 * are not kept: a query typed offline would rarely match one stored.
 */
export function useUserSearch(query: string): RemoteView<PublicUserPage> {
  const q = encodeURIComponent(query);
  return useRemoteView(
    query ? `social/users/search/?q=${q}&limit=${USERS_PAGE_DEFAULT}` : null,
    null,
  );
}

/** A traveller's public profile, kept for offline. */
export function useProfile(userId: number): RemoteView<PublicUser> {
  return useRemoteView(`social/users/${userId}/profile/`, readCacheKeys.profile(userId));
}

/** A traveller's posts, first page kept; `enabled` while their tab shows. */
export function useUserPosts(userId: number, enabled: boolean): PagedView<Post, UserPostPage> {
  return usePagedView<Post, UserPostPage>(
    enabled ? `social/users/${userId}/posts/?limit=${USER_POSTS_DEFAULT}` : null,
    readCacheKeys.userPosts(userId),
  );
}

/** Who follows a traveller, or whom they follow; first page kept. */
export function useFollowList(
  userId: number,
  direction: 'followers' | 'following',
  enabled: boolean,
): PagedView<PublicUser, PublicUserPage> {
  return usePagedView<PublicUser, PublicUserPage>(
    enabled ? `social/${direction}/${userId}/?limit=${USERS_PAGE_DEFAULT}` : null,
    direction === 'followers' ? readCacheKeys.followers(userId) : readCacheKeys.following(userId),
  );
}
