/**
 * The outbox: changes recorded on this device and not yet confirmed by the
 * server. Rules in docs/SYNC.md (S1…S15).
 *
 * !!! PERSISTED DATA !!! Entries live in IndexedDB, possibly for weeks of
 * travel. Changing this shape needs a Dexie version with an upgrade that
 * converts stored entries, and a test of it.
 */
import type { OwnVisitRow, VisitFields, WishlistFields, WishlistRow } from '../db/own-rows';

/** Operations state what the user wants (S3), never "flip". */
export type OutboxOperation =
  | { kind: 'visit.put'; siteId: number; visit: VisitFields }
  | { kind: 'visit.delete'; siteId: number }
  | { kind: 'wishlist.put'; siteId: number; item: WishlistFields }
  | { kind: 'wishlist.delete'; siteId: number };

/**
 * pending: waiting to be sent (maybe after failed attempts); sending: handed to
 * the network, answer not yet known; failed: refused by the server (S11).
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/** The target's row as the server last confirmed it, or null: the server has none (S7). */
export type ServerState = OwnVisitRow | WishlistRow | null;

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
  /** What rollback restores (S7). Coalesced entries keep the oldest. */
  serverState: ServerState;
  /** Order of sending (S8): milliseconds, strictly increasing across entries. */
  createdAt: number;
  /** Attempts that reached for the network; >0 means the server may already have it (S5). */
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  /** Why the server refused it (S11), in the user's language. */
  failure?: { status: number; message: string } | undefined;
};

export function targetOf(operation: OutboxOperation): string {
  return operation.kind.startsWith('visit')
    ? visitTarget(operation.siteId)
    : wishlistTarget(operation.siteId);
}

export const visitTarget = (siteId: number) => `visit:${siteId}`;
export const wishlistTarget = (siteId: number) => `wishlist:${siteId}`;
