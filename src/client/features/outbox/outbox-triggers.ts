/**
 * When the page runs the outbox (docs/SYNC.md S13): at start, on sign-in, when
 * the network comes back, when the tab becomes visible, and (inside
 * outbox-sync.ts) on a timer while entries wait. A Background Sync registration
 * (background-sync.ts) lets the service worker send while no tab is open.
 * The page's own window, document and session are passed in (start-outbox.ts).
 */
import type { OutboxSync, SyncOptions } from '../../sync/outbox-sync';

export type TriggerDeps = {
  outbox: Pick<OutboxSync, 'sync' | 'stop'>;
  /** Where `online` is fired (the window). */
  network: EventTarget;
  /** Where `visibilitychange` is fired, and whether the tab is now visible (the document). */
  tab: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  /** The signed-in user's id (null: nobody), and a way to hear when it changes. */
  signedInUser: () => number | null;
  onSessionChange: (listener: () => void) => void;
};

export function wireOutboxTriggers(deps: TriggerDeps): void {
  const run = (options?: SyncOptions) => {
    void deps.outbox.sync(options).catch(() => {});
  };
  run({ pull: true });
  deps.network.addEventListener('online', () => run({ ignoreBackoff: true }));
  deps.tab.addEventListener('visibilitychange', () => {
    if (deps.tab.visibilityState === 'visible') run();
  });
  let userId = deps.signedInUser();
  deps.onSessionChange(() => {
    const next = deps.signedInUser();
    if (next === userId) return;
    userId = next;
    if (next !== null) run({ pull: true });
    else deps.outbox.stop();
  });
}

/**
 * S13: a change just recorded is sent at once, unless the browser knows it has no network:
 * then the `online` event sends it, and no doomed attempt holds an entry in flight while
 * the user goes on tapping (S19).
 */
export function sendAfterRecord(
  outbox: Pick<OutboxSync, 'sync'>,
  connection: { readonly onLine: boolean },
): void {
  if (!connection.onLine) return;
  void outbox.sync().catch(() => {});
}
