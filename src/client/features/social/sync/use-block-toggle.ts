// PLACEHOLDER: replaced at merge by the outbox implementation (branch social-sync).
import { useState } from 'react';
import type { BlockState } from '../../../../shared/api/social-users';
import { http } from '../../../api/http';

export function useBlockToggle(user: { id: number; is_blocked: boolean }): {
  blocked: boolean;
  waiting: boolean;
  toggle: () => void;
} {
  const [blocked, setBlocked] = useState(user.is_blocked);
  const [waiting, setWaiting] = useState(false);
  const toggle = () => {
    if (waiting) return;
    const before = blocked;
    setBlocked(!blocked);
    setWaiting(true);
    const call = before
      ? http.delete(`social/unblock/${user.id}/`)
      : http.post(`social/block/${user.id}/`);
    call
      .json<BlockState>()
      .then((answer) => setBlocked(answer.is_blocked))
      .catch(() => setBlocked(before))
      .finally(() => setWaiting(false));
  };
  return { blocked, waiting, toggle };
}
