/// <reference lib="webworker" />
/**
 * Background Sync (docs/SYNC.md S13): when connectivity returns the browser wakes the
 * service worker with the tag the page registered, and the same outbox sender the page
 * runs sends what waits, even with no tab open. The Web Lock inside outboxSync keeps it
 * from overlapping a tab's run.
 */
import { OUTBOX_SYNC_TAG } from '../src/client/sync/background-sync-tag';
import { outboxSync } from '../src/client/sync/device-outbox-sync';

/** Not in TypeScript's webworker lib (Background Sync is Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

async function sendOutbox(event: SyncEvent): Promise<void> {
  const outcome = await outboxSync.sync({ ignoreBackoff: true });
  // Still waiting (the network failed again): a rejected sync is retried later by the
  // browser, with its own back-off. On the last chance the page's triggers take over.
  if (outcome.kind === 'waiting' && !event.lastChance) {
    throw new Error('outbox: entries still wait to be sent');
  }
}

export function registerOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox(event));
  }) as EventListener);
}
