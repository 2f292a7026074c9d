import { createStore, type StoreApi } from 'zustand/vanilla';
import { markCatalogueChecked, readCatalogueVersion } from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import { downloadCatalogue, type FetchCatalogue } from './catalogue-download';
import { CATALOGUE_MARKS, markTimeAt } from './catalogue-marks';
import type { DownloadProgress } from './read-body-with-progress';
import { type StoreCatalogueBody, storeCatalogueBody } from './store-catalogue-body';

/**
 * Where the local catalogue stands:
 * - opening: reading the stored version from IndexedDB;
 * - downloading / storing: first visit, nothing stored yet (the loading screen shows);
 * - ready: a complete copy is stored; the screens read it and never wait for the network;
 * - failed: the first download failed (offline, server error); `retry` tries again.
 */
export type CatalogueSyncPhase =
  | 'idle'
  | 'opening'
  | 'downloading'
  | 'storing'
  | 'ready'
  | 'failed';

/** Outcome of the background check a later start makes for a newer version. */
export type CatalogueCheck = 'idle' | 'checking' | 'current' | 'updated' | 'unreachable';

export interface CatalogueSyncState {
  phase: CatalogueSyncPhase;
  progress: DownloadProgress | null;
  check: CatalogueCheck;
}

export interface CatalogueSync {
  readonly store: StoreApi<CatalogueSyncState>;
  /** Makes sure a catalogue is stored; on a later start, checks once for a newer one. */
  ensure(): Promise<void>;
  /** After `failed`: tries the first download again. */
  retry(): Promise<void>;
}

const INITIAL: CatalogueSyncState = { phase: 'idle', progress: null, check: 'idle' };

/**
 * The catalogue's sync, as a plain object over a database and a fetcher so it
 * runs in tests with fake-indexeddb and a fake server.
 *
 * First visit: download behind the loading screen (with progress), store in
 * one transaction. Later starts: the stored copy is ready at once, and the
 * server is asked in the background, once per start, whether a newer version
 * exists (If-None-Match with the stored version; 304 = current). A newer
 * catalogue replaces the rows in place; the live queries then redraw. Being
 * offline on a later start is normal and reported only as `unreachable`.
 */
export function createCatalogueSync(deps: {
  db: LocalDatabase;
  fetchCatalogue: FetchCatalogue;
  /** Parses and stores a downloaded body; by default in place, in the app in a worker. */
  storeBody?: StoreCatalogueBody;
  now?: () => number;
}): CatalogueSync {
  const { db, fetchCatalogue } = deps;
  const storeBody: StoreCatalogueBody =
    deps.storeBody ?? ((body, at) => storeCatalogueBody(db, body, at));
  const now = deps.now ?? Date.now;
  const store = createStore<CatalogueSyncState>(() => INITIAL);
  let running: Promise<void> | null = null;
  let checkedThisStart = false;

  async function checkForNewer(version: string): Promise<void> {
    store.setState({ check: 'checking' });
    try {
      const result = await downloadCatalogue({ fetchCatalogue, knownVersion: version });
      if (result.status === 'not-modified') {
        await markCatalogueChecked(db, now());
        store.setState({ check: 'current' });
        return;
      }
      const stored = await storeBody(result.body, now());
      store.setState({ check: stored.version === version ? 'current' : 'updated' });
    } catch {
      // Offline or server trouble: the stored copy keeps working; try again next start.
      store.setState({ check: 'unreachable' });
    }
  }

  async function firstDownload(): Promise<void> {
    store.setState({ phase: 'downloading', progress: { received: 0, total: null } });
    storeBody.prepare?.();
    const result = await downloadCatalogue({
      fetchCatalogue,
      onProgress: (progress) => store.setState({ progress }),
    });
    if (result.status !== 'downloaded') throw new Error('304 without a stored catalogue');
    store.setState({ phase: 'storing' });
    const { timings } = await storeBody(result.body, now());
    markTimeAt(CATALOGUE_MARKS.started, timings.started);
    markTimeAt(CATALOGUE_MARKS.parsed, timings.parsed);
    markTimeAt(CATALOGUE_MARKS.packed, timings.packed);
    markTimeAt(CATALOGUE_MARKS.stored, timings.stored);
  }

  async function run(): Promise<void> {
    store.setState({ phase: 'opening' });
    try {
      const version = await readCatalogueVersion(db);
      if (version !== null) {
        store.setState({ phase: 'ready' });
        if (!checkedThisStart) {
          checkedThisStart = true;
          void checkForNewer(version);
        }
        return;
      }
      await firstDownload();
      // Just downloaded: it is the newest, no check needed this start.
      checkedThisStart = true;
      store.setState({ phase: 'ready', check: 'current' });
    } catch {
      store.setState({ phase: 'failed' });
      running = null; // let `retry` start over
    }
  }

  return {
    store,
    ensure() {
      running ??= run();
      return running;
    },
    retry() {
      if (store.getState().phase !== 'failed') return running ?? Promise.resolve();
      running = run();
      return running;
    },
  };
}
