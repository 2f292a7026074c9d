/**
 * When the page runs the outbox (docs/SYNC.md S13): at start, on sign-in, when
 * the network comes back, when the tab becomes visible, and (inside
 * outbox-sync.ts) on a timer while entries wait. A Background Sync registration
 * (background-sync.ts) lets the service worker send while no tab is open.
 */
import { useSessionStore } from '../auth/session-store';
import { outboxSync } from './outbox-instance';

let started = false;

/** Wires the triggers once per page. */
export function startOutboxTriggers(): void {
  if (started) return;
  started = true;
  const run = (options?: { ignoreBackoff?: boolean; pull?: boolean }) => {
    void outboxSync.sync(options).catch(() => {});
  };
  run({ pull: true });
  window.addEventListener('online', () => run({ ignoreBackoff: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') run();
  });
  let userId = useSessionStore.getState().user?.id ?? null;
  useSessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    if (next !== null) run({ pull: true });
    else outboxSync.stop();
  });
}
