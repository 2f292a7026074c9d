/**
 * The page's outbox: the commands that record changes (sync/outbox-commands.ts)
 * and the sync that sends them (sync/device-outbox-sync.ts, which the service worker
 * builds too), over the page's database, with the page's own triggers and storage check.
 */
import { localDatabase } from '../../db/local-database';
import { outboxSync } from '../../sync/device-outbox-sync';
import { createOutboxCommands } from '../../sync/outbox-commands';
import { requestBackgroundSync } from './background-sync';
import { sendAfterRecord } from './outbox-triggers';
import { createStoragePersistence, useStoragePersistence } from './storage-persistence';

export { outboxSync };

/** S15: the page's storage check, over the real navigator and the header's warning. */
export const storagePersistence = createStoragePersistence({
  storage: () => globalThis.navigator?.storage,
  report: (persisted) => useStoragePersistence.setState({ persisted }),
  countUnsent: () => localDatabase.outbox.count(),
});

export const outboxCommands = createOutboxCommands(localDatabase, {
  onRecorded: () => {
    sendAfterRecord(outboxSync, globalThis.navigator ?? { onLine: true });
    void requestBackgroundSync();
    void storagePersistence.afterRecord();
  },
});
