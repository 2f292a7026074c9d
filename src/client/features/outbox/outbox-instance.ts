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
import { ensurePersistentStorage } from './storage-persistence';

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

export const outboxCommands = createOutboxCommands(localDatabase, {
  onRecorded: () => {
    void outboxSync.sync().catch(() => {});
    void requestBackgroundSync();
    void ensurePersistentStorage();
  },
});
