/**
 * The block button's state and action (docs/SYNC.md S18, S19): the user's value from the
 * server, overlaid by this device's newer block, and a toggle through the outbox.
 */
import { useCallback } from 'react';
import { blockTarget } from '../../../sync/outbox-entry';
import { outboxCommands } from '../../outbox/outbox-instance';
import { labelOf, useLocalOverlay } from './local-overlay';

export function useBlockToggle(user: { id: number; is_blocked: boolean }): {
  blocked: boolean;
  waiting: boolean;
  toggle: () => void;
} {
  const { userId, row, waiting } = useLocalOverlay(
    (db) => db.blocks,
    user.id,
    blockTarget(user.id),
    String(user.is_blocked),
  );
  const blocked = row ? row.blocked : user.is_blocked;
  const label = labelOf(user, 'display_name') ?? labelOf(user, 'username');
  const toggle = useCallback(() => {
    if (userId === null || userId === user.id) return;
    void outboxCommands.setBlock(userId, user.id, !blocked, { blocked, label }).catch(() => {});
  }, [userId, user.id, blocked, label]);
  return { blocked, waiting, toggle };
}
