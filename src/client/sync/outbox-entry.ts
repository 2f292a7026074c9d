/**
 * The outbox: changes recorded on this device and not yet confirmed by the
 * server. Rules in docs/SYNC.md (S1…S15).
 *
 * !!! PERSISTED DATA !!! Entries live in IndexedDB, possibly for weeks of
 * travel. Changing this shape needs a Dexie version with an upgrade that
 * converts stored entries, and a test of it.
 */

/** What a visit looks like on the server, as far as rollback needs (S7). */
export type VisitState = {
  rating: number;
  comment: string;
  visited_date: string;
};

export type WishlistState = { priority: number; notes: string };

/** Operations state what the user wants (S3), never "flip". */
export type OutboxOperation =
  | { kind: 'visit.put'; siteId: number; visit: VisitState }
  | { kind: 'visit.delete'; siteId: number }
  | { kind: 'wishlist.put'; siteId: number; item: WishlistState }
  | { kind: 'wishlist.delete'; siteId: number };

export type OutboxStatus = 'pending' | 'sending' | 'failed';

export type OutboxEntry = {
  /** UUID; also the Idempotency-Key (S2). */
  id: string;
  /** The user who made the change; only their token may send it (S2). */
  userId: number;
  /** `visit:<siteId>` or `wishlist:<siteId>`: what coalescing groups by. */
  target: string;
  operation: OutboxOperation;
  /** A visit's photo, kept in IndexedDB until sent (S6). */
  photo?: Blob | undefined;
  /**
   * The target's last state the server confirmed, or null when the server
   * has nothing for it (S7). Coalesced entries keep the oldest.
   */
  serverState: VisitState | WishlistState | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  /** Why the server refused it (S11), in the user's language. */
  failure?: { status: number; message: string } | undefined;
};

export function targetOf(operation: OutboxOperation): string {
  const area = operation.kind.startsWith('visit') ? 'visit' : 'wishlist';
  return `${area}:${operation.siteId}`;
}
