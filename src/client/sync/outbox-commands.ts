/**
 * THE COMMANDS THAT SYNC. Every change the user makes to their own visits and
 * wishlist goes through one of these; each writes the local row and its outbox
 * entry in one transaction (docs/SYNC.md S1) and is sent later by
 * outbox-sender.ts. Anything that changes server data offline must be added
 * here, nowhere else. The social changes (likes, follows, blocks, comments;
 * S18–S21) are registered below from social-commands.ts: SOCIAL COMMANDS THAT
 * SYNC are there, recorded through this file's `change`.
 *
 * No React, no DOM: the service worker may import this module.
 */
import type { LocalDatabase } from '../db/local-database';
import type { OwnVisitRow, VisitFields, WishlistFields, WishlistRow } from '../db/own-rows';
import { coalesce } from './coalesce';
import {
  isOwnDataOperation,
  type OutboxEntry,
  type OutboxOperation,
  type ServerState,
  targetOf,
} from './outbox-entry';
import { createSocialCommands } from './social-commands';
import { optimisticSocialRow, socialRowStore } from './social-local-rows';
import { listedPriority } from './wishlist-priority';

export type OutboxCommandOptions = {
  now?: () => number;
  newId?: () => string;
  /** Called after every committed command (e.g. to start the sender). */
  onRecorded?: () => void;
};

export type OutboxCommands = ReturnType<typeof createOutboxCommands>;

export function createOutboxCommands(db: LocalDatabase, options: OutboxCommandOptions = {}) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const tables = [db.visits, db.wishlist, db.likes, db.follows, db.blocks, db.comments, db.outbox];

  /** The local row of a target (the server's state plus pending changes). */
  function rowOf(userId: number, operation: OutboxOperation): Promise<ServerState | undefined> {
    if (isOwnDataOperation(operation)) {
      const table = operation.kind.startsWith('visit') ? db.visits : db.wishlist;
      return table.get([userId, operation.siteId]);
    }
    const store = socialRowStore(db, userId, operation);
    return store
      ? (store.table.get(store.key as never) as Promise<ServerState>)
      : Promise.resolve(undefined);
  }

  /** Runs one command: local change + outbox entry, all or nothing, on disk before it returns. */
  async function run(body: () => Promise<void>) {
    await db.transaction('rw', tables, body);
    options.onRecorded?.();
  }

  /**
   * One change: its outbox entry, coalesced with what waits for the same target (S4–S7),
   * and the optimistic row. The reads go out together and so do the writes: a command
   * costs little more than its transaction's commit (bench/outbox.ts prints both).
   * `shown`: the target's state as the screen showed it when nothing of the target waits
   * (a like's post as fetched, S18); newer than a local row confirmed earlier.
   */
  const change = (userId: number, operation: OutboxOperation, photo?: Blob, shown?: ServerState) =>
    run(() => changeWithin(userId, operation, photo, shown));

  /** `change` inside a transaction the caller runs (several changes, all or nothing). */
  async function changeWithin(
    userId: number,
    operation: OutboxOperation,
    photo?: Blob,
    shown?: ServerState,
  ) {
    const target = targetOf(operation);
    const [existing, last, row] = await Promise.all([
      db.outbox.where('[userId+target]').equals([userId, target]).toArray(),
      db.outbox.orderBy('createdAt').last(),
      rowOf(userId, operation),
    ]);
    const waiting = existing.some((e) => e.status !== 'failed');
    const current = (!waiting && shown !== undefined ? shown : row) ?? null;
    const time = now();
    const incoming: OutboxEntry = {
      id: newId(),
      userId,
      target,
      operation,
      photo,
      // With nothing waiting, the local row is what the server has; coalescing keeps the
      // oldest waiting entry's knowledge instead (S7). An entry in flight has the same.
      serverState: serverStateBefore(existing) ?? current,
      // Strictly increasing, so "oldest first" (S8) is well defined even within a millisecond.
      createdAt: Math.max(time, (last?.createdAt ?? 0) + 1),
      attempts: 0,
      nextAttemptAt: time,
      status: 'pending',
    };
    const { replaced, append } = coalesce(existing, incoming);
    await Promise.all([
      replaced.length > 0 ? db.outbox.bulkDelete(replaced) : undefined,
      append ? db.outbox.add(append) : undefined,
      applyOperation(db, userId, operation, current, time, append?.serverState ?? null),
    ]);
  }

  return {
    /** Records (or updates) the visit; `photo` is the compressed image, if one was chosen. */
    recordVisit: (userId: number, siteId: number, visit: VisitFields, photo?: Blob) =>
      change(userId, { kind: 'visit.put', siteId, visit }, photo),

    /**
     * Records many visits at once (an import, docs/EXPORT.md I3): one transaction, so all of
     * them or none are on the device; each is an ordinary visit entry, sent in batches.
     */
    recordVisits: (userId: number, visits: readonly { siteId: number; visit: VisitFields }[]) =>
      run(async () => {
        for (const { siteId, visit } of visits) {
          await changeWithin(userId, { kind: 'visit.put', siteId, visit });
        }
      }),

    removeVisit: (userId: number, siteId: number) =>
      change(userId, { kind: 'visit.delete', siteId }),

    /** Puts the site on the wishlist, or changes its priority or notes. */
    putWishlist: (userId: number, siteId: number, item: WishlistFields) =>
      change(userId, { kind: 'wishlist.put', siteId, item }),

    removeWishlist: (userId: number, siteId: number) =>
      change(userId, { kind: 'wishlist.delete', siteId }),

    // SOCIAL COMMANDS THAT SYNC (likes, follows, blocks, comments: S18–S21).
    ...createSocialCommands(change, newId),

    /** S11: sends a refused entry again, re-applying the change it carries. */
    retry: (entryId: string) =>
      run(async () => {
        const entry = await db.outbox.get(entryId);
        if (entry?.status !== 'failed') return;
        const others = await db.outbox
          .where('[userId+target]')
          .equals([entry.userId, entry.target])
          .filter((e) => e.id !== entryId)
          .count();
        // A newer change to the same target is already waiting: it is what the user wants now.
        if (others > 0) {
          await db.outbox.delete(entryId);
          return;
        }
        const current = (await rowOf(entry.userId, entry.operation)) ?? null;
        // Refused, the row went back to the server's state: that is what the retry knows.
        await applyOperation(db, entry.userId, entry.operation, current, now(), current);
        const last = await db.outbox.orderBy('createdAt').last();
        await db.outbox.update(entryId, {
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now(),
          failure: undefined,
          serverState: current,
          createdAt: Math.max(now(), (last?.createdAt ?? 0) + 1),
        });
      }),

    /**
     * S11: the user gives up a refused change (its row was already rolled back). A refused
     * comment's row is the comment itself (S20): giving it up removes it too.
     */
    discard: (entryId: string) =>
      run(async () => {
        const entry = await db.outbox.get(entryId);
        if (entry?.status !== 'failed') return;
        await db.outbox.delete(entryId);
        const { operation } = entry;
        if (operation.kind === 'post-comment.create' || operation.kind === 'site-comment.create') {
          await db.comments.delete(operation.clientId);
        }
      }),

    /** S21: the user has seen the notice of a dropped change. */
    dismissNotice: (noticeId: string) => db.notices.delete(noticeId),
  };
}

/** The server state the waiting or in-flight entries of a target remember, if any (S7). */
function serverStateBefore(existing: readonly OutboxEntry[]): ServerState | undefined {
  const live = existing
    .filter((e) => e.status !== 'failed')
    .sort((a, b) => a.createdAt - b.createdAt);
  return live.length > 0 ? (live[0] as OutboxEntry).serverState : undefined;
}

/**
 * Writes what `operation` wants into the local row: the optimistic change, except a
 * wishlist priority, which waits for the server (SPEC.md §4, sync/wishlist-priority.ts).
 * `serverState`: what the server has, as the operation's outbox entry remembers it (S7).
 */
async function applyOperation(
  db: LocalDatabase,
  userId: number,
  operation: OutboxOperation,
  current: ServerState,
  time: number,
  serverState: ServerState,
) {
  if (!isOwnDataOperation(operation)) {
    const store = socialRowStore(db, userId, operation);
    const row = optimisticSocialRow(userId, operation, current, time);
    if (store && row) await store.table.put(row);
    else if (store) await store.table.delete(store.key as never);
    return;
  }
  const key: [number, number] = [userId, operation.siteId];
  switch (operation.kind) {
    case 'visit.put': {
      const previous = current as OwnVisitRow | null;
      await db.visits.put({
        userId,
        siteId: operation.siteId,
        ...operation.visit,
        serverId: previous?.serverId ?? null,
        photo: previous?.photo ?? null,
        ...(previous?.server && { server: previous.server }),
      });
      return;
    }
    case 'visit.delete':
      await db.visits.delete(key);
      return;
    case 'wishlist.put': {
      const previous = current as WishlistRow | null;
      await db.wishlist.put({
        userId,
        siteId: operation.siteId,
        ...operation.item,
        priority: listedPriority(serverState, operation.item),
        serverId: previous?.serverId ?? null,
        addedAt: previous?.addedAt ?? new Date(time).toISOString(),
      });
      return;
    }
    case 'wishlist.delete':
      await db.wishlist.delete(key);
  }
}
