/**
 * The follow button's state and action (docs/SYNC.md S18, S19): the user's values from the
 * server, overlaid by this device's newer follow, and a toggle that records the opposite of
 * what is shown through the outbox (SPEC.md §4: the call is chosen by is_following).
 */
import { useCallback } from 'react';
import { followTarget } from '../../../sync/outbox-entry';
import { trackEvent } from '../../analytics/analytics';
import { outboxCommands } from '../../outbox/outbox-instance';
import { labelOf, useLocalOverlay } from './local-overlay';

export function useFollowToggle(user: {
  id: number;
  is_following: boolean;
  followers_count?: number;
}): {
  following: boolean;
  followersCount: number | undefined;
  waiting: boolean;
  toggle: () => void;
} {
  const { userId, row, waiting } = useLocalOverlay(
    (db) => db.follows,
    user.id,
    followTarget(user.id),
    `${user.is_following}:${user.followers_count}`,
  );
  const following = row ? row.following : user.is_following;
  const followersCount = row ? (row.followersCount ?? user.followers_count) : user.followers_count;
  const label = labelOf(user, 'display_name') ?? labelOf(user, 'username');
  const toggle = useCallback(() => {
    if (userId === null || userId === user.id) return; // no button for visitors or oneself
    void outboxCommands
      .setFollow(userId, user.id, !following, {
        following,
        followersCount: followersCount ?? null,
        label,
      })
      .then(() =>
        trackEvent({ name: following ? 'unfollow' : 'follow', params: { user_id: user.id } }),
      )
      .catch(() => {});
  }, [userId, user.id, following, followersCount, label]);
  return { following, followersCount, waiting, toggle };
}
