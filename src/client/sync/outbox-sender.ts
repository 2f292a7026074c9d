/**
 * Sends the outbox (docs/SYNC.md S8–S12, S16, S17): oldest first, only the
 * signed-in user's entries and only with their token; photo-less entries
 * travel together in batches, a photo alone. The caller holds the cross-tab
 * lock (outbox-sync.ts). No React, no DOM.
 */
import type { LocalDatabase } from '../db/local-database';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxLedger, type EntryAnswer } from './outbox-ledger';
import { batchRequestOf, requestOf } from './outbox-requests';
import { isStrayRefusal, verdictOf } from './retry-policy';
import { type SessionAccess, sendAsUser } from './send-as-user';
import {
  batchAnswerOf,
  entryAnswerOf,
  refusesBatches,
  serverReplyOf,
  waitReasonOf,
} from './server-answer';

/** Entries per batch request: small enough that one request stays short on a slow link. */
export const OUTBOX_BATCH_MAX = 50;

export type OutboxSenderDeps = SessionAccess & {
  db: LocalDatabase;
  apiBase?: string;
  now?: () => number;
  random?: () => number;
  /** Entries per request; 1 sends every entry on its own call. */
  batchMax?: number;
};

export type PushOutcome =
  /** Nothing of this user's is left to send (failed entries wait for the user). */
  | { kind: 'drained'; sent: number }
  /** The oldest entry waits for its next attempt (S9). */
  | { kind: 'waiting'; sent: number; nextAttemptAt: number }
  /** Nobody is signed in, or the session ended: entries wait for their user (S2, S10). */
  | { kind: 'signed-out'; sent: number };

/** How one request for some entries ended, before the loop decides what comes next. */
type Round =
  | { kind: 'answered'; sent: number }
  | { kind: 'waiting'; sent: number; nextAttemptAt: number }
  | { kind: 'signed-out' }
  /** The server does not take batches (an older server): send these one by one. */
  | { kind: 'no-batches' };

export function createOutboxSender(deps: OutboxSenderDeps) {
  const now = deps.now ?? Date.now;
  const apiBase = deps.apiBase ?? '/api';
  const ledger = createOutboxLedger({ db: deps.db, now, random: deps.random });
  let batchMax = deps.batchMax ?? OUTBOX_BATCH_MAX;

  /**
   * S9: this entry waits (backoff, or the server's Retry-After) and shows the server's
   * reason when it gave one (a limit reached); the others go back in line.
   */
  async function wait(
    first: OutboxEntry,
    rest: OutboxEntry[],
    restApplied: 'no' | 'maybe',
    response?: Response,
    reason?: { status: number; message: string },
  ) {
    const retryAfter = Number(response?.headers.get('retry-after') ?? NaN);
    const said = reason ?? (response ? waitReasonOf(await serverReplyOf(response)) : undefined);
    const nextAttemptAt = await ledger.postpone(
      first,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
      said,
    );
    await ledger.release(rest, restApplied);
    return nextAttemptAt;
  }

  async function sendOne(userId: number, entry: OutboxEntry): Promise<Round> {
    const result = await sendAsUser(deps, userId, (token) => requestOf(entry, apiBase, token));
    if (result.kind === 'signed-out') return { kind: 'signed-out' };
    const response = result.kind === 'answer' ? result.response : undefined;
    if (!response || verdictOf(response.status) === 'retry') {
      return { kind: 'waiting', sent: 0, nextAttemptAt: await wait(entry, [], 'no', response) };
    }
    const reply = await serverReplyOf(response);
    const answer = reply && entryAnswerOf(entry, reply);
    if (!answer) {
      // S22: the third refusal by something between us and the server fails the entry.
      if (await ledger.countStrayRefusal(entry, response.status)) {
        return { kind: 'answered', sent: 0 };
      }
      // S17: not the server's answer (a portal's page, a redirect): it waits like a lost one.
      return { kind: 'waiting', sent: 0, nextAttemptAt: await wait(entry, [], 'no') };
    }
    await ledger.settle([answer]);
    return { kind: 'answered', sent: answer.kind === 'sent' ? 1 : 0 };
  }

  async function sendBatch(userId: number, entries: OutboxEntry[]): Promise<Round> {
    const result = await sendAsUser(deps, userId, (token) =>
      batchRequestOf(entries, apiBase, token),
    );
    if (result.kind === 'signed-out') return { kind: 'signed-out' };
    const response = result.kind === 'answer' ? result.response : undefined;
    const [first, ...rest] = entries as [OutboxEntry, ...OutboxEntry[]];
    if (!response || verdictOf(response.status) === 'retry') {
      // No answer, or a gateway's 5xx: some of them may have landed.
      const nextAttemptAt = await wait(first, rest, 'maybe', response);
      return { kind: 'waiting', sent: 0, nextAttemptAt };
    }
    const reply = await serverReplyOf(response);
    if (reply && refusesBatches(reply)) return { kind: 'no-batches' };
    const body = reply && batchAnswerOf(reply);
    if (!body) {
      // S22: refused three times by something in the way (a proxy's size limit): one by one.
      if (isStrayRefusal(response.status) && (await ledger.countStrayBatchRefusal(first))) {
        return { kind: 'no-batches' };
      }
      // S17: someone else answered (a portal, a proxy); batches stay on for the real server.
      return { kind: 'waiting', sent: 0, nextAttemptAt: await wait(first, rest, 'maybe') };
    }

    const answers: EntryAnswer[] = [];
    let sent = 0;
    for (const [index, entry] of entries.entries()) {
      const result = body.results[index];
      if (result?.idempotency_key !== entry.id) break;
      if (verdictOf(result.status) === 'retry') {
        // The server stopped here (S16): this one waits, the rest were not applied.
        await ledger.settle(answers);
        const reason = waitReasonOf({ status: result.status, body: result.body });
        const nextAttemptAt = await wait(entry, entries.slice(index + 1), 'no', undefined, reason);
        return { kind: 'waiting', sent, nextAttemptAt };
      }
      const answer = entryAnswerOf(entry, result);
      if (!answer) break;
      answers.push(answer);
      if (answer.kind === 'sent') sent += 1;
    }
    await ledger.settle(answers);
    const [unanswered, ...after] = entries.slice(answers.length);
    if (!unanswered) return { kind: 'answered', sent };
    // Fewer usable answers than entries and no reason given: wait rather than resend at once.
    return { kind: 'waiting', sent, nextAttemptAt: await wait(unanswered, after, 'maybe') };
  }

  /**
   * Sends until nothing is left, an entry must wait, or the session is missing.
   * `ignoreBackoff`: the network just came back (`online`), so waiting entries go now.
   */
  async function push(options: { ignoreBackoff?: boolean } = {}): Promise<PushOutcome> {
    let sent = 0;
    const session = await deps.readSession();
    if (!session) return { kind: 'signed-out', sent };
    await ledger.recoverInterrupted(session.userId);
    let ignoreBackoff = options.ignoreBackoff ?? false;
    for (;;) {
      const next = await ledger.takeNext(session.userId, { ignoreBackoff, max: batchMax });
      if (next === null) return { kind: 'drained', sent };
      if ('waitUntil' in next) return { kind: 'waiting', sent, nextAttemptAt: next.waitUntil };

      const round =
        next.length === 1
          ? await sendOne(session.userId, next[0] as OutboxEntry)
          : await sendBatch(session.userId, next);
      switch (round.kind) {
        case 'signed-out':
          // Refused before anything was applied (401), or never sent.
          await ledger.release(next, 'no');
          return { kind: 'signed-out', sent };
        case 'waiting':
          return { kind: 'waiting', sent: sent + round.sent, nextAttemptAt: round.nextAttemptAt };
        case 'no-batches':
          await ledger.release(next, 'no');
          batchMax = 1;
          break;
        case 'answered':
          sent += round.sent;
          ignoreBackoff = false;
      }
    }
  }

  return { push };
}
