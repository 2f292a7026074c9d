/**
 * Background Sync (docs/SYNC.md S13): asks the service worker to run the outbox
 * when connectivity returns, even with no tab open. Chromium only, and only an
 * accelerator: the page's own triggers do the work everywhere else.
 */
import { OUTBOX_SYNC_TAG } from '../../sync/background-sync-tag';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Asks the service worker to send when connectivity returns (Chromium only; harmless elsewhere). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | SyncRegistration
      | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported, or permission withheld: the page's own triggers still run.
  }
}
