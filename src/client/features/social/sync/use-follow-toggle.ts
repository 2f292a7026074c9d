// PLACEHOLDER: replaced at merge by the outbox implementation (branch social-sync).
import { useState } from 'react';
import type { FollowState } from '../../../../shared/api/social-users';
import { http } from '../../../api/http';

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
  const [state, setState] = useState({
    following: user.is_following,
    followersCount: user.followers_count,
  });
  const [waiting, setWaiting] = useState(false);
  const toggle = () => {
    if (waiting) return;
    const before = state;
    const following = !state.following;
    const count = state.followersCount;
    setState({
      following,
      followersCount: count === undefined ? undefined : Math.max(0, count + (following ? 1 : -1)),
    });
    setWaiting(true);
    const call = following
      ? http.post(`social/follow/${user.id}/`)
      : http.delete(`social/unfollow/${user.id}/`);
    call
      .json<FollowState>()
      .then((answer) =>
        setState({ following: answer.is_following, followersCount: answer.followers_count }),
      )
      .catch(() => setState(before))
      .finally(() => setWaiting(false));
  };
  return { ...state, waiting, toggle };
}
