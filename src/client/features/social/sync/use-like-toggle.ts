// PLACEHOLDER: replaced at merge by the outbox implementation (branch social-sync).
import { useState } from 'react';
import type { LikeState } from '../../../../shared/api/social-posts';
import { http } from '../../../api/http';

export function useLikeToggle(post: { id: number; is_liked: boolean; likes_count: number }): {
  liked: boolean;
  likesCount: number;
  waiting: boolean;
  toggle: () => void;
} {
  const [state, setState] = useState({ liked: post.is_liked, likesCount: post.likes_count });
  const [waiting, setWaiting] = useState(false);
  const toggle = () => {
    if (waiting) return;
    const before = state;
    const liked = !state.liked;
    setState({ liked, likesCount: Math.max(0, state.likesCount + (liked ? 1 : -1)) });
    setWaiting(true);
    const call = liked
      ? http.post(`social/posts/${post.id}/like/`)
      : http.delete(`social/posts/${post.id}/unlike/`);
    call
      .json<LikeState>()
      .then((answer) => setState({ liked: answer.liked, likesCount: answer.likes_count }))
      .catch(() => setState(before))
      .finally(() => setWaiting(false));
  };
  return { ...state, waiting, toggle };
}
