/**
 * The outbox's bookkeeping around a send (docs/SYNC.md S8–S12, S16): which
 * entries go next, and what an answer does to the entries and the local rows.
 * Every change here is one Dexie transaction. No network, no React, no DOM.
 */

import type { Table } from 'dexie';
import type { LocalDatabase } from '../db/local-database';
import type { CommentRow } from '../db/social-rows';
import { isOwnDataOperation, type OutboxEntry, type ServerState } from './outbox-entry';
import { confirmedRowOf } from './outbox-requests';
import { isStrayRefusal, retryDelay, STRAY_REFUSALS_MAX } from './retry-policy';
import { confirmedSocialRow, socialRowStore } from './social-local-rows';
import { listedPriority } from './wishlist-priority';

/** What the server said about one entry that it took (sent) or refused. */
export type EntryAnswer =
  | { entry: OutboxEntry; kind: 'sent'; body: unknown }
  | { entry: OutboxEntry; kind: 'refused'; status: number; message: string };

export function createOutboxLedger(deps: {
  db: LocalDatabase;
  now: () => number;
  random?: (() => number) | undefined;
}) {
  const { db, now } = deps;
  /** Where the entry's target row lives; null: it has none (deleting someone's comment). */
  function rowStoreOf(entry: OutboxEntry): { table: Table; key: unknown } | null {
    const { operation, userId } = entry;
    if (!isOwnDataOperation(operation)) return socialRowStore(db, userId, operation);
    const table = operation.kind.startsWith('visit') ? db.visits : db.wishlist;
    return { table, key: [userId, operation.siteId] };
  }

  async function writeRow(entry: OutboxEntry, row: ServerState) {
    const store = rowStoreOf(entry);
    if (!store) return;
    if (row) await store.table.put(row);
    else await store.table.delete(store.key as never);
  }

  const confirmedOf = async (entry: OutboxEntry, body: unknown): Promise<ServerState> => {
    const { operation } = entry;
    if (isOwnDataOperation(operation)) return confirmedRowOf(entry, body);
    const confirmed = confirmedSocialRow({ ...entry, operation }, body, now());
    if (confirmed && 'clientId' in confirmed) {
      // The comment keeps when the user wrote it; only its server id is new (S20).
      const written = (await db.comments.get(confirmed.clientId)) as CommentRow | undefined;
      return { ...confirmed, createdAt: written?.createdAt ?? confirmed.createdAt };
    }
    return confirmed;
  };

  function liveEntriesOf(entry: OutboxEntry) {
    return db.outbox
      .where('[userId+target]')
      .equals([entry.userId, entry.target])
      .filter((e) => e.id !== entry.id && e.status !== 'failed')
      .toArray();
  }

  /** S12: the entry is done; the row takes the server's answer unless newer changes wait. */
  async function confirm(entry: OutboxEntry, body: unknown) {
    const confirmed = await confirmedOf(entry, body);
    await db.outbox.delete(entry.id);
    const waiting = await liveEntriesOf(entry);
    if (waiting.length > 0) {
      // The row shows the newer change; what rollback restores is now this answer (S7).
      await db.outbox.bulkUpdate(
        waiting.map((e) => ({ key: e.id, changes: { serverState: confirmed } })),
      );
      await listConfirmedPriority(entry, confirmed, waiting);
      return;
    }
    await writeRow(entry, confirmed);
  }

  /**
   * A wishlist row lists the priority the server confirmed while newer changes wait
   * (SPEC.md §4): this answer's, or with the item gone from the server, the waiting one's.
   */
  async function listConfirmedPriority(
    entry: OutboxEntry,
    confirmed: ServerState,
    waiting: readonly OutboxEntry[],
  ) {
    const newest = [...waiting].sort((a, b) => a.createdAt - b.createdAt).at(-1);
    if (newest?.operation.kind !== 'wishlist.put') return;
    const priority = listedPriority(confirmed, newest.operation.item);
    await db.wishlist.update([entry.userId, newest.operation.siteId], { priority });
  }

  /** S11: refused. The entry stays, marked failed with the reason; the row goes back (S7). */
  async function refuse(entry: OutboxEntry, status: number, message: string) {
    const { operation } = entry;
    // S21: the post is gone (or hidden) for good: nothing to retry, so the like leaves the
    // line and the user is told once, in the header's failed-changes list.
    if (status === 404 && (operation.kind === 'like.put' || operation.kind === 'like.delete')) {
      await db.outbox.delete(entry.id);
      await db.notices.put({
        id: entry.id,
        userId: entry.userId,
        kind: 'like',
        postId: operation.postId,
        label: operation.label,
        message,
        createdAt: now(),
      });
      if ((await liveEntriesOf(entry)).length === 0) await writeRow(entry, null);
      return;
    }
    await db.outbox.update(entry.id, {
      status: 'failed',
      failure: { status, message },
      waiting: undefined,
    });
    // S20: a refused comment stays as the user wrote it, shown with the reason.
    if (operation.kind === 'post-comment.create' || operation.kind === 'site-comment.create') {
      return;
    }
    if ((await liveEntriesOf(entry)).length > 0) return; // a newer change shows instead
    await writeRow(entry, entry.serverState);
  }

  return {
    /** Entries marked in flight by a sender that died (closed tab, crash) go back in line. */
    async recoverInterrupted(userId: number) {
      await db.transaction('rw', db.outbox, async () => {
        await db.outbox
          .filter((e) => e.userId === userId && e.status === 'sending')
          .modify({ status: 'pending' });
      });
    },

    /**
     * The next entries to send, oldest first (S8), marked in flight: the oldest pending
     * entry alone when it carries a photo, otherwise it and up to `max - 1` photo-less
     * entries queued after it (S16). Or when the oldest is due, or null: nothing waits.
     */
    async takeNext(
      userId: number,
      options: { ignoreBackoff: boolean; max: number },
    ): Promise<OutboxEntry[] | { waitUntil: number } | null> {
      return db.transaction('rw', db.outbox, async () => {
        const line = await db.outbox
          .orderBy('createdAt')
          .filter((e) => e.userId === userId && e.status === 'pending')
          .limit(options.max)
          .toArray();
        const oldest = line[0];
        if (!oldest) return null;
        if (!options.ignoreBackoff && oldest.nextAttemptAt > now()) {
          return { waitUntil: oldest.nextAttemptAt };
        }
        const photoAt = line.findIndex((e) => e.photo !== undefined);
        const batch = photoAt === 0 ? [oldest] : photoAt > 0 ? line.slice(0, photoAt) : line;
        const taken = batch.map(
          (e): OutboxEntry => ({ ...e, status: 'sending', attempts: e.attempts + 1 }),
        );
        await db.outbox.bulkPut(taken);
        return taken;
      });
    },

    /** The server's answers to entries, in sending order, applied in one transaction. */
    async settle(answers: readonly EntryAnswer[]) {
      if (answers.length === 0) return;
      const tables = [db.outbox, db.visits, db.wishlist, db.likes, db.follows, db.blocks];
      await db.transaction('rw', [...tables, db.comments, db.notices], async () => {
        for (const answer of answers) {
          if (answer.kind === 'sent') await confirm(answer.entry, answer.body);
          else await refuse(answer.entry, answer.status, answer.message);
        }
      });
    },

    /**
     * S22: a refusal that was not the server's (a 4xx without the server's error body). The
     * third for this entry fails it with a generic reason (S11) and answers true; before
     * that the entry waits like a lost answer (S17) and this answers false.
     */
    async countStrayRefusal(entry: OutboxEntry, status: number): Promise<boolean> {
      if (!isStrayRefusal(status)) return false;
      const count = (entry.strayRefusals ?? 0) + 1;
      if (count < STRAY_REFUSALS_MAX) {
        await db.outbox.update(entry.id, { strayRefusals: count });
        return false;
      }
      await this.settle([{ entry, kind: 'refused', status, message: strayRefusalMessage(status) }]);
      return true;
    },

    /** S22 for a batch: counted on its first entry; true the third time (send one by one). */
    async countStrayBatchRefusal(first: OutboxEntry): Promise<boolean> {
      const count = (first.strayRefusals ?? 0) + 1;
      await db.outbox.update(first.id, { strayRefusals: count < STRAY_REFUSALS_MAX ? count : 0 });
      return count >= STRAY_REFUSALS_MAX;
    },

    /**
     * S9: keep it and try again later; returns when it is due. `waiting`: the server's reason
     * for the wait (a limit reached), shown on the entry; any older reason goes.
     */
    async postpone(
      entry: OutboxEntry,
      retryAfterSeconds?: number,
      waiting?: { status: number; message: string },
    ): Promise<number> {
      const delay = retryDelay(entry.attempts, { retryAfterSeconds, random: deps.random });
      const due = now() + delay;
      await db.outbox.update(entry.id, { status: 'pending', nextAttemptAt: due, waiting });
      return due;
    },

    /**
     * Entries taken but not answered go back in line. `applied: 'no'`: the server said it
     * did not apply them, so the attempt does not count (S5 may still cancel them);
     * `'maybe'`: the request may have landed, so it does.
     */
    async release(entries: readonly OutboxEntry[], applied: 'no' | 'maybe') {
      if (entries.length === 0) return;
      await db.outbox.bulkUpdate(
        entries.map((e) => ({
          key: e.id,
          changes: {
            status: 'pending' as const,
            attempts: applied === 'no' ? e.attempts - 1 : e.attempts,
            // Tried again since: an earlier wait's reason (S9) no longer says why it waits.
            waiting: undefined,
          },
        })),
      );
    },
  };
}

export type OutboxLedger = ReturnType<typeof createOutboxLedger>;

/**
 * S22's reason, in Japanese like the server's own refusals: nothing more is known of an
 * answer that did not come from the server.
 */
function strayRefusalMessage(status: number): string {
  return `送信できませんでした（HTTP ${status}）。サーバーに届く前に、通信経路で拒否されました。`;
}
