import type { Page } from '@playwright/test';

/**
 * The app's stored session, read and changed straight in IndexedDB (database
 * 'heritage-passport', store 'session', key 'current'), for tests that need a
 * token to be wrong or want to see what was stored.
 */
export type StoredTokens = { access: string; refresh: string; userId: number } | null;

export function readStoredSession(page: Page): Promise<StoredTokens> {
  return page.evaluate(
    () =>
      new Promise<StoredTokens>((resolve, reject) => {
        const open = indexedDB.open('heritage-passport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('session').objectStore('session').get('current');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const row = request.result as
              | { access: string; refresh: string; user: { id: number } }
              | undefined;
            open.result.close();
            resolve(row ? { access: row.access, refresh: row.refresh, userId: row.user.id } : null);
          };
        };
      }),
  );
}

/** Overwrites fields of the stored session row (e.g. an access token the server will refuse). */
export function patchStoredSession(
  page: Page,
  patch: Partial<{ access: string; refresh: string }>,
): Promise<void> {
  return page.evaluate(
    (changes) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('heritage-passport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('session', 'readwrite');
          const store = transaction.objectStore('session');
          const request = store.get('current');
          request.onsuccess = () => store.put({ ...request.result, ...changes });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    patch,
  );
}
