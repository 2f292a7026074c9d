/**
 * A page kept in the back/forward cache must not hold the database (docs/SYNC.md S23).
 *
 * When a person leaves the app by a full navigation (another site, a typed address, a
 * link that reloads), the browser may keep the page frozen in its back/forward cache
 * instead of unloading it. WebKit (every iPhone browser) then keeps a transaction the page
 * had started open for as long as the page stays frozen: every later read of the same
 * tables, in any tab of the app, waits behind it, and the map stays at 「読み込み中…」
 * until the browser drops the old page. An open connection would likewise block the next
 * release's database upgrade. Chromium evicts such a page instead; WebKit does not.
 *
 * So as the page is hidden into that cache, its running transactions are aborted and its
 * connection closed. An abort is what a closed tab would have done: every change commits
 * atomically with its outbox entry (S1), so nothing half-written remains, and the few
 * interrupted jobs finish on the next start (the log-out's deletion, the catalogue's
 * download). Dexie reopens the connection on the next query after the page comes back.
 */
import type { DBCore, DBCoreTransaction, Middleware } from 'dexie';

/** This page's transactions that have neither completed nor aborted yet. */
const running = new Set<IDBTransaction>();

/**
 * Dexie middleware that keeps `running` up to date. Dexie's IndexedDB core hands back the
 * browser's IDBTransaction itself; anything else (a test double) is not tracked.
 */
export const trackRunningTransactions: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'running-transactions',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options): DBCoreTransaction {
      const transaction = down.transaction(stores, mode, options);
      if (typeof IDBTransaction !== 'undefined' && transaction instanceof IDBTransaction) {
        running.add(transaction);
        const settled = () => running.delete(transaction);
        transaction.addEventListener('complete', settled);
        transaction.addEventListener('abort', settled);
      }
      return transaction;
    },
  }),
};

/** How many transactions of this page are still running (for tests). */
export function runningTransactionCount(): number {
  return running.size;
}

/** Aborts every running transaction of this page; those already finishing are left be. */
export function abortRunningTransactions(): void {
  for (const transaction of running) {
    try {
      transaction.abort();
    } catch {
      // Already committing or finished: it holds nothing once it settles.
    }
  }
  running.clear();
}

interface ClosableDatabase {
  close(options: { disableAutoOpen: boolean }): void;
}

/**
 * Installs the rule on this page: on `pagehide` into the back/forward cache, abort the
 * running transactions, close `database` (reopened on its next query) and run `onFrozen`
 * (other holders, e.g. the catalogue worker). Returns the uninstall.
 */
export function releaseDatabaseWhenFrozen(
  database: ClosableDatabase,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onPageHide = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    abortRunningTransactions();
    database.close({ disableAutoOpen: false });
    for (const release of frozenListeners) release();
  };
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}

const frozenListeners = new Set<() => void>();

/** Runs `release` when the page is frozen into the back/forward cache; returns the removal. */
export function onPageFrozen(release: () => void): () => void {
  frozenListeners.add(release);
  return () => frozenListeners.delete(release);
}
