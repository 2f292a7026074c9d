/**
 * Runs the outbox: push (outbox-sender.ts), then pull (own-data-pull.ts), one
 * run at a time in this context and, through a Web Lock, across every tab and
 * the service worker (docs/SYNC.md S8). Triggers call `sync()` as often as they
 * like (S13); calls during a run fold into one more run. While entries wait for
 * a retry a timer calls it again. No React, no DOM.
 */
import type { LockRunner } from '../api/token-refresh';
import { createOutboxSender, type OutboxSenderDeps, type PushOutcome } from './outbox-sender';
import { pullOwnData } from './own-data-pull';

/** Web Lock held by whichever tab (or the service worker) is sending the outbox. */
export const OUTBOX_LOCK_NAME = 'heritage-passport-outbox';

/** With nothing sent, the own data is fetched again at most this often (S14). */
const PULL_INTERVAL_MS = 60_000;

export type OutboxSyncDeps = OutboxSenderDeps & {
  locks?: LockRunner | null;
  setTimer?: (run: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type SyncOptions = {
  /** The network just came back: entries waiting for a retry go at once. */
  ignoreBackoff?: boolean;
  /** Fetch the own data even if it was fetched a moment ago (e.g. after signing in). */
  pull?: boolean;
};

export type OutboxSync = {
  sync(options?: SyncOptions): Promise<PushOutcome>;
  /** Stops the retry timer (sign-out, tests). */
  stop(): void;
};

export function createOutboxSync(deps: OutboxSyncDeps): OutboxSync {
  const sender = createOutboxSender(deps);
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, delay) => setTimeout(run, delay));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let lastPull: { userId: number; at: number } | null = null;
  let timer: unknown = null;
  let running: Promise<PushOutcome> | null = null;
  let rerun: SyncOptions | null = null;
  let localQueue: Promise<unknown> = Promise.resolve();

  /** Without Web Locks (old browsers, tests) runs are at least serialised in this context. */
  function underLock<T>(run: () => Promise<T>): Promise<T> {
    if (deps.locks) return deps.locks.request(OUTBOX_LOCK_NAME, run);
    const result = localQueue.then(run);
    localQueue = result.catch(() => {});
    return result;
  }

  async function runOnce(options: SyncOptions): Promise<PushOutcome> {
    return underLock(async () => {
      const outcome = await sender.push(options);
      if (outcome.kind === 'drained') {
        const session = await deps.readSession();
        const stale =
          !lastPull ||
          lastPull.userId !== session?.userId ||
          now() - lastPull.at > PULL_INTERVAL_MS;
        if (session && (outcome.sent > 0 || options.pull || stale)) {
          if ((await pullOwnData(deps, session.userId)) === 'pulled') {
            lastPull = { userId: session.userId, at: now() };
          }
        }
      }
      return outcome;
    });
  }

  function schedule(outcome: PushOutcome) {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (outcome.kind !== 'waiting') return;
    timer = setTimer(
      () => {
        timer = null;
        void sync().catch(() => {});
      },
      Math.max(0, outcome.nextAttemptAt - now()),
    );
  }

  function sync(options: SyncOptions = {}): Promise<PushOutcome> {
    if (running) {
      rerun = {
        ignoreBackoff: (rerun?.ignoreBackoff ?? false) || options.ignoreBackoff,
        pull: (rerun?.pull ?? false) || options.pull,
      };
      return running;
    }
    running = (async () => {
      let outcome = await runOnce(options);
      while (rerun) {
        const again = rerun;
        rerun = null;
        outcome = await runOnce(again);
      }
      return outcome;
    })().finally(() => {
      running = null;
    });
    running.then(schedule, () => {});
    return running;
  }

  return {
    sync,
    stop() {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
