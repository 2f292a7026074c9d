/**
 * This context's session client: the token refresh of token-refresh.ts over the stored
 * session in IndexedDB, serialised across tabs by a Web Lock. No React and no DOM: the
 * service worker can import it as it is and call `sessionClient.authorizedFetch`.
 */
import { type SessionRows, sessionRows } from '../db/session';
import { createSessionClient, type LockRunner, type TokenStore } from './token-refresh';

/** The token part of the stored session, as token-refresh.ts needs it. */
export function tokenStoreOf(rows: SessionRows): TokenStore {
  return {
    read: async () => {
      const row = await rows.get();
      return row && { access: row.access, refresh: row.refresh };
    },
    replace: (tokens, tradedRefresh) => rows.replaceTokens(tokens, tradedRefresh),
    clear: (refusedRefresh) => rows.clear(refusedRefresh),
  };
}

/** Web Locks exist in secure contexts of current browsers (and in service workers). */
export function webLocks(): LockRunner | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

const endedListeners = new Set<() => void>();

/** Tells `listener` when the server refused the refresh token (the session is cleared). */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export const sessionClient = createSessionClient({
  store: tokenStoreOf(sessionRows),
  locks: webLocks(),
  apiBase: '/api',
  onSessionEnded: () => {
    for (const listener of endedListeners) listener();
  },
});
