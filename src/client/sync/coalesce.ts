import type { OutboxEntry } from './outbox-entry';

export type CoalesceResult = {
  /** Pending entries the new one replaces (delete them). */
  replaced: string[];
  /** The entry to append, or null when the change cancelled out (S5). */
  append: OutboxEntry | null;
};

/**
 * Folds a new entry into the pending entries of its user and target
 * (docs/SYNC.md S4–S7). `existing` may include in-flight and failed entries;
 * only `pending` ones are replaced. Pure: the caller applies the result in the
 * same transaction as the local change (S1).
 */
export function coalesce(existing: readonly OutboxEntry[], incoming: OutboxEntry): CoalesceResult {
  const pending = existing
    .filter(
      (e) => e.status === 'pending' && e.userId === incoming.userId && e.target === incoming.target,
    )
    .sort((a, b) => a.createdAt - b.createdAt);
  if (pending.length === 0) return { replaced: [], append: incoming };

  const oldest = pending[0] as OutboxEntry;
  const newest = pending[pending.length - 1] as OutboxEntry;
  const replaced = pending.map((e) => e.id);
  // S7: rolling back must return to what the server has, so keep the oldest knowledge of it.
  const serverState = oldest.serverState;
  const inFlight = existing.some(
    (e) => e.status === 'sending' && e.userId === incoming.userId && e.target === incoming.target,
  );

  // S5: a visit removed before the server ever had it leaves nothing to send.
  if (
    incoming.operation.kind === 'visit.delete' &&
    serverState === null &&
    !inFlight &&
    newest.operation.kind === 'visit.put'
  ) {
    return { replaced, append: null };
  }
  if (
    incoming.operation.kind === 'wishlist.delete' &&
    serverState === null &&
    !inFlight &&
    newest.operation.kind === 'wishlist.put'
  ) {
    return { replaced, append: null };
  }

  // S6: the photo stays with its visit when the newer entry brings none.
  const photo =
    incoming.operation.kind === 'visit.put' && !incoming.photo
      ? [...pending].reverse().find((e) => e.operation.kind === 'visit.put' && e.photo)?.photo
      : incoming.photo;

  // S4: latest state wins.
  return { replaced, append: { ...incoming, serverState, photo } };
}
