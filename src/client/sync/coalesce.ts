import type { OutboxEntry } from './outbox-entry';
import { stateOfRow, wantedStateOf } from './social-local-rows';

export type CoalesceResult = {
  /** Entries the new one replaces (delete them): pending ones, and failed ones it supersedes. */
  replaced: string[];
  /** The entry to append, or null when the change cancelled out (S5). */
  append: OutboxEntry | null;
};

/**
 * Folds a new entry into the entries of its user and target (docs/SYNC.md
 * S4–S7). `existing` may include in-flight and failed entries; pending ones
 * are replaced, a failed one is superseded by the user's newer wish (S11), an
 * in-flight one is left alone. Pure: the caller applies the result in the same
 * transaction as the local change (S1).
 */
export function coalesce(existing: readonly OutboxEntry[], incoming: OutboxEntry): CoalesceResult {
  const sameTarget = existing.filter(
    (e) => e.userId === incoming.userId && e.target === incoming.target,
  );
  const failed = sameTarget.filter((e) => e.status === 'failed').map((e) => e.id);
  if (wantedStateOf(incoming.operation) !== undefined) {
    return coalesceState(sameTarget, failed, incoming);
  }
  let pending = sameTarget
    .filter((e) => e.status === 'pending')
    .sort((a, b) => a.createdAt - b.createdAt);

  // S6: a visit recorded after a pending removal is a new visit, not an edit of the old one
  // (posted alone it would keep the old visit's photo and feed post on the server). The
  // removal stays and is sent first; the new visit folds only into what came after it, and
  // what the server has after the removal is nothing.
  let afterRemoval = false;
  if (incoming.operation.kind === 'visit.put') {
    const lastRemoval = pending.findLastIndex((e) => e.operation.kind === 'visit.delete');
    if (lastRemoval >= 0) {
      pending = pending.slice(lastRemoval + 1);
      afterRemoval = true;
    }
  }
  if (pending.length === 0) {
    return {
      replaced: failed,
      append: afterRemoval ? { ...incoming, serverState: null } : incoming,
    };
  }

  const oldest = pending[0] as OutboxEntry;
  const newest = pending[pending.length - 1] as OutboxEntry;
  const replaced = [...failed, ...pending.map((e) => e.id)];
  // S7: rolling back must return to what the server has, so keep the oldest knowledge of it.
  const serverState = afterRemoval ? null : oldest.serverState;
  const inFlight = sameTarget.some((e) => e.status === 'sending');
  // S5: only when the server cannot have seen any of it: an attempt whose answer was lost
  // may have been applied, and then the removal must be sent.
  const serverNeverSawIt =
    serverState === null && !inFlight && pending.every((e) => e.attempts === 0);
  const removes =
    (incoming.operation.kind === 'visit.delete' && newest.operation.kind === 'visit.put') ||
    (incoming.operation.kind === 'wishlist.delete' && newest.operation.kind === 'wishlist.put');
  if (removes && serverNeverSawIt) return { replaced, append: null };

  // S6: the photo stays with its visit when the newer entry brings none.
  const photo =
    incoming.operation.kind === 'visit.put' && !incoming.photo
      ? [...pending].reverse().find((e) => e.operation.kind === 'visit.put' && e.photo)?.photo
      : incoming.photo;

  // S4: latest state wins.
  return { replaced, append: { ...incoming, serverState, photo } };
}

/**
 * Likes, follows and blocks (S18, S19): each entry is the whole state wanted, so only the
 * newest matters and a state the server already has, or is already being sent, needs no
 * entry of its own.
 */
function coalesceState(
  sameTarget: readonly OutboxEntry[],
  failed: string[],
  incoming: OutboxEntry,
): CoalesceResult {
  const wanted = wantedStateOf(incoming.operation);
  const live = sameTarget
    .filter((e) => e.status !== 'failed')
    .sort((a, b) => a.createdAt - b.createdAt);
  const newest = live.at(-1);
  // S19: a second tap saying the same as the newest waiting or in-flight entry sends nothing
  // more; the entry already there carries it.
  if (newest && wantedStateOf(newest.operation) === wanted)
    return { replaced: failed, append: null };
  const pending = live.filter((e) => e.status === 'pending');
  const replaced = [...failed, ...pending.map((e) => e.id)];
  // S19: with the waiting entries replaced, the newest entry in flight is what the server
  // gets last; when it says the same (like, unlike, like again during one send), it carries it.
  const newestInFlight = live.filter((e) => e.status === 'sending').at(-1);
  if (newestInFlight && wantedStateOf(newestInFlight.operation) === wanted)
    return { replaced, append: null };
  // S7: the oldest waiting entry's knowledge of the server, or the caller's when none waits.
  const serverState = pending[0]?.serverState ?? incoming.serverState;
  const inFlight = live.some((e) => e.status === 'sending');
  // S18, as S5: back to what the server has, and the server cannot have seen the way there
  // (nothing in flight, no attempt whose answer was lost): nothing to send.
  const serverNeverSawIt = !inFlight && pending.every((e) => e.attempts === 0);
  if (serverNeverSawIt && stateOfRow(serverState) === wanted) return { replaced, append: null };
  return { replaced, append: { ...incoming, serverState } };
}
