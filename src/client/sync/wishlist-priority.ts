/**
 * SPEC.md §4: a wishlist item's priority changes only once the server accepts the change.
 * So the local row keeps the priority the server confirmed, and a change waiting in the
 * outbox carries the wanted one (the card shows it, marked as waiting). No React, no DOM.
 */
import type { WishlistFields, WishlistRow } from '../db/own-rows';
import type { OutboxEntry, ServerState } from './outbox-entry';

/**
 * The priority a wishlist row lists while `wanted` waits. Before the server has the item
 * nothing is confirmed, and the addition's own priority is listed (adding is optimistic).
 */
export function listedPriority(serverState: ServerState, wanted: WishlistFields): number {
  return (serverState as WishlistRow | null)?.priority ?? wanted.priority;
}

/** The priority a waiting (not refused) wishlist entry asks for, if it is one. */
export function waitingPriority(entry: OutboxEntry | undefined): number | undefined {
  if (!entry || entry.status === 'failed' || entry.operation.kind !== 'wishlist.put') {
    return undefined;
  }
  return entry.operation.item.priority;
}

/** Whether a refused entry was changing the priority of an item the server has. */
export function priorityRefused(entry: OutboxEntry | undefined): boolean {
  if (entry?.status !== 'failed' || entry.operation.kind !== 'wishlist.put') return false;
  const server = entry.serverState as WishlistRow | null;
  return server !== null && server.priority !== entry.operation.item.priority;
}
