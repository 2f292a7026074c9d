/**
 * Starts the page's outbox once: its triggers (S13) and, when changes are left
 * from before a reload, the storage check and warning (S15).
 */
import { useSessionStore } from '../auth/session-store';
import { outboxSync, storagePersistence } from './outbox-instance';
import { wireOutboxTriggers } from './outbox-triggers';

let started = false;

export function startOutbox(): void {
  if (started) return;
  started = true;
  wireOutboxTriggers({
    outbox: outboxSync,
    network: window,
    tab: document,
    signedInUser: () => useSessionStore.getState().user?.id ?? null,
    onSessionChange: (listener) => {
      useSessionStore.subscribe(listener);
    },
  });
  void storagePersistence.atStart().catch(() => {});
}
