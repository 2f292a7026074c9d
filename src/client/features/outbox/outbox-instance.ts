/**
 * The page's outbox: the commands that record changes (sync/outbox-commands.ts)
 * and the sync that sends them (sync/outbox-sync.ts), over the page's database,
 * the stored session and the shared token refresh.
 */
import { localDatabase } from '../../db/local-database';
import { sessionRows } from '../../db/session';
import { createOutboxCommands } from '../../sync/outbox-commands';
import { createOutboxSync } from '../../sync/outbox-sync';
import { sessionClient, webLocks } from '../auth/session-client';
import { SessionEndedError } from '../auth/token-refresh';
import { requestBackgroundSync } from './background-sync';
import { sendAfterRecord } from './outbox-triggers';
import { createStoragePersistence, useStoragePersistence } from './storage-persistence';

export const outboxSync = createOutboxSync({
  db: localDatabase,
  fetch: (request) => fetch(request),
  readSession: async () => {
    const row = await sessionRows.get();
    return row && { userId: row.user.id, access: row.access };
  },
  refreshSession: (stale) => sessionClient.refreshSession(stale),
  isSessionEnded: (error) => error instanceof SessionEndedError,
  locks: webLocks(),
});

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
