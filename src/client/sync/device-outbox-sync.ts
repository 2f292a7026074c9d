/**
 * The outbox sync of this device: the sender and pull of sync/outbox-sync.ts over the
 * device's database, its stored session and the token refresh shared by every tab. The
 * page (features/outbox/outbox-instance.ts) and the service worker (sw/outbox-sync.ts)
 * each build it from here, so both send the same way. No React, no DOM, no stores: the
 * service worker carries none of them.
 */
import { sessionClient, webLocks } from '../api/session-client';
import { SessionEndedError } from '../api/token-refresh';
import { localDatabase } from '../db/local-database';
import { sessionRows } from '../db/session';
import { createOutboxSync } from './outbox-sync';

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
