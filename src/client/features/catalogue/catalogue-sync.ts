import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  markCatalogueChecked,
  readCatalogueVersion,
  storeMissingListOrders,
} from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import { downloadCatalogue, type FetchCatalogue } from './catalogue-download';
import { markStoreTimings } from './catalogue-marks';
import type { DownloadProgress } from './read-body-with-progress';
import {
  type CatalogueIntake,
  type OpenCatalogueIntake,
  openCatalogueIntake,
} from './store-catalogue-body';

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

/** An intake opened only when something is pushed or finished (abort before that is free). */
function openedOnFirstUse(open: OpenCatalogueIntake): CatalogueIntake {
  let intake: CatalogueIntake | null = null;
  const opened = () => {
    intake ??= open();
    return intake;
  };
  return {
    push: (bytes) => opened().push(bytes),
    finish: (checkedAt) => opened().finish(checkedAt),
    abort: () => intake?.abort(),
  };
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
  /** Parses and stores a body as it downloads; by default in place, in the app in a worker. */
  openIntake?: OpenCatalogueIntake;
  now?: () => number;
}): CatalogueSync {
  const { db, fetchCatalogue } = deps;
  const openIntake: OpenCatalogueIntake = deps.openIntake ?? (() => openCatalogueIntake(db));
  const now = deps.now ?? Date.now;
  const store = createStore<CatalogueSyncState>(() => INITIAL);
  let running: Promise<void> | null = null;
  let checkedThisStart = false;

  async function checkForNewer(version: string): Promise<void> {
    store.setState({ check: 'checking' });
    // Opened by the first byte of a newer catalogue: a 304 needs no worker.
    const intake = openedOnFirstUse(openIntake);
    try {
      const result = await downloadCatalogue({
        fetchCatalogue,
        knownVersion: version,
        onChunk: (bytes) => intake.push(bytes),
      });
      if (result.status === 'not-modified') {
        await markCatalogueChecked(db, now());
        // A copy stored before list orders were gets them now (a newer one brings its own).
        await storeMissingListOrders(db, version).catch(() => {
          // Only a saving lost: the map screen sorts for itself until a later start.
        });
        store.setState({ check: 'current' });
        return;
      }
      const stored = await intake.finish(now());
      store.setState({ check: stored.version === version ? 'current' : 'updated' });
    } catch {
      intake.abort();
      // Offline or server trouble: the stored copy keeps working; try again next start.
      store.setState({ check: 'unreachable' });
    }
  }

  async function firstDownload(): Promise<void> {
    store.setState({ phase: 'downloading', progress: { received: 0, total: null } });
    // Opened before the request (a worker starts while it is under way).
    const intake = openIntake();
    try {
      const result = await downloadCatalogue({
        fetchCatalogue,
        onChunk: (bytes) => intake.push(bytes),
        onProgress: (progress) => store.setState({ progress }),
      });
      if (result.status !== 'downloaded') throw new Error('304 without a stored catalogue');
    } catch (error) {
      intake.abort();
      throw error;
    }
    store.setState({ phase: 'storing' });
    const { timings } = await intake.finish(now());
    markStoreTimings(timings);
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
