/**
 * docs/SYNC.md S15: once something waits to be sent, the browser is asked to
 * keep this site's storage (no eviction under storage pressure). Browsers may
 * say no; the app then warns while unsent changes exist.
 */
import { create } from 'zustand';

type PersistenceState = {
  /** null until known; false when the browser may evict the data. */
  persisted: boolean | null;
};

export const useStoragePersistence = create<PersistenceState>()(() => ({ persisted: null }));

let asked = false;

/** Asks once per page (browsers remember a grant); reads the state otherwise. */
export async function ensurePersistentStorage(): Promise<void> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persisted) return;
  try {
    let persisted = await storage.persisted();
    if (!persisted && !asked && storage.persist) {
      asked = true;
      persisted = await storage.persist();
    }
    useStoragePersistence.setState({ persisted });
  } catch {
    useStoragePersistence.setState({ persisted: false });
  }
}
