/**
 * Sends the outbox (docs/SYNC.md S8–S12): oldest first, one entry at a time,
 * only the signed-in user's entries and only with their token. The caller
 * holds the cross-tab lock (outbox-sync.ts). No React, no DOM.
 */
import type { LocalDatabase } from '../db/local-database';
import type { OutboxEntry } from './outbox-entry';
import { confirmedRowOf, requestOf } from './outbox-requests';
import { retryDelay, verdictOf } from './retry-policy';
import { type SessionAccess, sendAsUser } from './send-as-user';

export type OutboxSenderDeps = SessionAccess & {
  db: LocalDatabase;
  apiBase?: string;
  now?: () => number;
  random?: () => number;
};

export type PushOutcome =
  /** Nothing of this user's is left to send (failed entries wait for the user). */
  | { kind: 'drained'; sent: number }
  /** The oldest entry waits for its next attempt (S9). */
  | { kind: 'waiting'; sent: number; nextAttemptAt: number }
  /** Nobody is signed in, or the session ended: entries wait for their user (S2, S10). */
  | { kind: 'signed-out'; sent: number };

export function createOutboxSender(deps: OutboxSenderDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const apiBase = deps.apiBase ?? '/api';

  /** Entries marked in flight by a sender that died (closed tab, crash) go back in line. */
  async function recoverInterrupted(userId: number) {
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox
        .filter((e) => e.userId === userId && e.status === 'sending')
        .modify({ status: 'pending' });
    });
  }

  /** The oldest pending entry of the user, marked in flight, or why there is none to send. */
  async function takeNext(
    userId: number,
    ignoreBackoff: boolean,
  ): Promise<OutboxEntry | { waitUntil: number } | null> {
    return db.transaction('rw', db.outbox, async () => {
      const next = await db.outbox
        .orderBy('createdAt')
        .filter((e) => e.userId === userId && e.status === 'pending')
        .first();
      if (!next) return null;
      if (!ignoreBackoff && next.nextAttemptAt > now()) return { waitUntil: next.nextAttemptAt };
      const taken: OutboxEntry = { ...next, status: 'sending', attempts: next.attempts + 1 };
      await db.outbox.put(taken);
      return taken;
    });
  }

  /** S12: the entry is done; the row takes the server's answer unless newer changes wait. */
  async function confirm(entry: OutboxEntry, body: unknown) {
    const confirmed = confirmedRowOf(entry, body);
    const table = entry.target.startsWith('visit') ? db.visits : db.wishlist;
    await db.transaction('rw', [db.outbox, db.visits, db.wishlist], async () => {
      await db.outbox.delete(entry.id);
      const waiting = await liveEntriesOf(entry);
      if (waiting.length > 0) {
        // The row shows the newer change; what rollback restores is now this answer (S7).
        await db.outbox.bulkUpdate(
          waiting.map((e) => ({ key: e.id, changes: { serverState: confirmed } })),
        );
        return;
      }
      const key: [number, number] = [entry.userId, entry.operation.siteId];
      if (confirmed) await table.put(confirmed as never);
      else await table.delete(key);
    });
  }

  /** S11: refused. The entry stays, marked failed with the reason; the row goes back (S7). */
  async function refuse(entry: OutboxEntry, status: number, message: string) {
    const table = entry.target.startsWith('visit') ? db.visits : db.wishlist;
    await db.transaction('rw', [db.outbox, db.visits, db.wishlist], async () => {
      await db.outbox.update(entry.id, { status: 'failed', failure: { status, message } });
      if ((await liveEntriesOf(entry)).length > 0) return; // a newer change shows instead
      const key: [number, number] = [entry.userId, entry.operation.siteId];
      if (entry.serverState) await table.put(entry.serverState as never);
      else await table.delete(key);
    });
  }

  /** S9: keep it and try again later. */
  async function postpone(entry: OutboxEntry, retryAfterSeconds?: number) {
    const delay = retryDelay(entry.attempts, { retryAfterSeconds, random: deps.random });
    await db.outbox.update(entry.id, { status: 'pending', nextAttemptAt: now() + delay });
  }

  function liveEntriesOf(entry: OutboxEntry) {
    return db.outbox
      .where('[userId+target]')
      .equals([entry.userId, entry.target])
      .filter((e) => e.id !== entry.id && e.status !== 'failed')
      .toArray();
  }

  /**
   * Sends until nothing is left, an entry must wait, or the session is missing.
   * `ignoreBackoff`: the network just came back (`online`), so waiting entries go now.
   */
  async function push(options: { ignoreBackoff?: boolean } = {}): Promise<PushOutcome> {
    let sent = 0;
    const session = await deps.readSession();
    if (!session) return { kind: 'signed-out', sent };
    await recoverInterrupted(session.userId);
    let ignoreBackoff = options.ignoreBackoff ?? false;
    for (;;) {
      const next = await takeNext(session.userId, ignoreBackoff);
      if (next === null) return { kind: 'drained', sent };
      if ('waitUntil' in next) return { kind: 'waiting', sent, nextAttemptAt: next.waitUntil };

      const result = await sendAsUser(deps, session.userId, (token) =>
        requestOf(next, apiBase, token),
      );
      if (result.kind === 'signed-out') {
        await db.outbox.update(next.id, { status: 'pending' });
        return { kind: 'signed-out', sent };
      }
      const status = result.kind === 'answer' ? result.response.status : 'network-error';
      const verdict = verdictOf(status);
      if (verdict === 'retry' || result.kind === 'network') {
        const retryAfter =
          result.kind === 'answer' ? Number(result.response.headers.get('retry-after')) : NaN;
        await postpone(next, Number.isFinite(retryAfter) ? retryAfter : undefined);
        // Later entries would meet the same network (S9); report when this one is due.
        const due = await db.outbox.get(next.id);
        return { kind: 'waiting', sent, nextAttemptAt: due?.nextAttemptAt ?? now() };
      }
      const body = await readBody(result.response);
      if (verdict === 'sent') {
        await confirm(next, body);
        sent += 1;
      } else {
        await refuse(next, result.response.status, refusalMessage(result.response.status, body));
      }
      ignoreBackoff = false;
    }
  }

  return { push };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's own words (its messages are in Japanese), or the status when it gave none. */
function refusalMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { detail } = body as { detail?: unknown };
    if (typeof detail === 'string' && detail) return detail;
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 200);
  return `HTTP ${status}`;
}
