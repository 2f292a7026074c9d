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

type PersistenceDeps = {
  storage: () => Pick<StorageManager, 'persisted' | 'persist'> | undefined;
  report: (persisted: boolean) => void;
  /** How many changes are on this device and not yet on the server (failed ones too). */
  countUnsent: () => Promise<number>;
};

export function createStoragePersistence(deps: PersistenceDeps) {
  let asked = false;

  /** Asks once per page (browsers remember a grant, and Firefox asks the user); reads otherwise. */
  async function ensure(): Promise<void> {
    const storage = deps.storage();
    if (!storage?.persisted) return;
    try {
      let persisted = await storage.persisted();
      if (!persisted && !asked && storage.persist) {
        asked = true;
        persisted = await storage.persist();
      }
      deps.report(persisted);
    } catch {
      deps.report(false);
    }
  }

  return {
    /** After a change is recorded: now there is something to lose. */
    afterRecord: ensure,
    /** At app start: changes left from before a reload are just as much at risk. */
    async atStart(): Promise<void> {
      if ((await deps.countUnsent()) > 0) await ensure();
    },
  };
}
