/**
 * The like button's state and action (docs/SYNC.md S18, S19, S21): the post's values from
 * the server, overlaid by this device's newer like, and a toggle that records the
 * opposite of what is shown through the outbox.
 */
import { useCallback } from 'react';
import { likeTarget } from '../../../sync/outbox-entry';
import { trackEvent } from '../../analytics/analytics';
import { outboxCommands } from '../../outbox/outbox-instance';
import { labelOf, useLocalOverlay } from './local-overlay';

export function useLikeToggle(post: { id: number; is_liked: boolean; likes_count: number }): {
  liked: boolean;
  likesCount: number;
  waiting: boolean;
  toggle: () => void;
} {
  const { userId, row, waiting } = useLocalOverlay(
    (db) => db.likes,
    post.id,
    likeTarget(post.id),
    `${post.is_liked}:${post.likes_count}`,
  );
  const liked = row ? row.liked : post.is_liked;
  const likesCount = row ? row.likesCount : post.likes_count;
  const label = labelOf(post, 'heritage_site', 'name');
  const toggle = useCallback(() => {
    // Visitors have no button (the screens hide it); nothing to record for them.
    if (userId === null) return;
    void outboxCommands
      .setLike(userId, post.id, !liked, { liked, likesCount, label })
      .then(() => {
        if (!liked) trackEvent({ name: 'like', params: { post_id: post.id } });
      })
      .catch(() => {});
  }, [userId, post.id, liked, likesCount, label]);
  return { liked, likesCount, waiting, toggle };
}
