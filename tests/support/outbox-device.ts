/**
 * A device as the outbox sees it, in Node: its own IndexedDB (fake-indexeddb;
 * import 'fake-indexeddb/auto' first), the stored session, the real token
 * refresh, the commands and the sync, over a fetch the test provides (a
 * scripted one in unit tests, the real app through inject() in API tests).
 */

import { tokenStoreOf } from '../../src/client/api/session-client';
import {
  createSessionClient,
  type LockRunner,
  SessionEndedError,
} from '../../src/client/api/token-refresh';
import { LocalDatabase } from '../../src/client/db/local-database';
import { sessionRowsOf } from '../../src/client/db/session';
import { createOutboxCommands } from '../../src/client/sync/outbox-commands';
import { createOutboxSync, type OutboxSync } from '../../src/client/sync/outbox-sync';
import type { User } from '../../src/shared/api/auth';

export const API_BASE = 'http://device.test/api';

/** Web Locks for one process: a FIFO mutex per name, shared by the "tabs" of a device. */
export function createLocks(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      tails.set(
        name,
        result.catch(() => {}),
      );
      return result;
    },
  };
}

export type DeviceOptions = {
  fetch: (request: Request) => Promise<Response>;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  /** The retry timer (S13); by default none: tests drive time themselves. */
  setTimer?: (run: () => void, delayMs: number) => unknown;
};

let serial = 0;

export function createDevice(options: DeviceOptions) {
  serial += 1;
  const db = new LocalDatabase(`outbox-device-${serial}-${Math.random().toString(36).slice(2)}`);
  const rows = sessionRowsOf(db);
  const locks = createLocks();
  const now = options.now ?? Date.now;
  const sessionClient = createSessionClient({
    store: tokenStoreOf(rows),
    locks,
    apiBase: API_BASE,
    fetch: options.fetch,
  });
  /** A tab: its own sync (single flight, timer) over the device's database and locks. */
  const openTab = (): OutboxSync =>
    createOutboxSync({
      db,
      fetch: options.fetch,
      readSession: async () => {
        const row = await rows.get();
        return row && { userId: row.user.id, access: row.access };
      },
      refreshSession: (stale) => sessionClient.refreshSession(stale),
      isSessionEnded: (error) => error instanceof SessionEndedError,
      locks,
      apiBase: API_BASE,
      now,
      random: options.random ?? (() => 0.5),
      setTimer: options.setTimer ?? (() => null),
      clearTimer: () => {},
    });
  const commands = createOutboxCommands(db, {
    now,
    ...(options.newId ? { newId: options.newId } : {}),
  });
  return {
    db,
    commands,
    openTab,
    signIn: (user: User, access: string, refresh: string) => rows.save({ user, access, refresh }),
    signOut: () => rows.clear(),
    session: () => rows.get(),
    entries: () => db.outbox.orderBy('createdAt').toArray(),
    close: () => db.delete(),
  };
}

export type Device = ReturnType<typeof createDevice>;
