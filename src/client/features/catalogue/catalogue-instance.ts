import { type Remote, wrap } from 'comlink';
import { LOCAL_DATABASE_NAME, LocalDatabase, localDatabase } from '../../db/local-database';
import { fetchCatalogueFromApi } from './catalogue-download';
import { createCatalogueSync } from './catalogue-sync';
import type { CatalogueWorkerApi } from './catalogue-worker';
import { type StoreCatalogueBody, storeCatalogueBody } from './store-catalogue-body';

interface StartedWorker {
  worker: Worker;
  api: Remote<CatalogueWorkerApi>;
  /** Rejects if the worker cannot run (its script failed to load, or it crashed). */
  failed: Promise<never>;
}

function startWorker(): StartedWorker {
  const worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalogue',
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', () => reject(new Error('catalogue worker failed')), {
      once: true,
    });
  });
  failed.catch(() => {}); // observed by `store` when it matters
  return { worker, api: wrap<CatalogueWorkerApi>(worker), failed };
}

/**
 * Stores through a worker, started while the download runs (so its start-up
 * overlaps the network) and stopped after each catalogue — one arrives once
 * per visit at most. Should the worker fail, or the browser have none, the
 * page stores the catalogue itself.
 */
function storeInWorker(): StoreCatalogueBody {
  // Relaxed durability like the worker's: the catalogue can always be downloaded again, and
  // the page's own instance is strict for the outbox's sake (db/local-database.ts).
  const inPage: StoreCatalogueBody = async (body, checkedAt) => {
    const relaxed = new LocalDatabase(LOCAL_DATABASE_NAME, {
      chromeTransactionDurability: 'relaxed',
    });
    try {
      return await storeCatalogueBody(relaxed, body, checkedAt);
    } finally {
      relaxed.close();
    }
  };
  if (typeof Worker === 'undefined') return inPage;
  let started: StartedWorker | null = null;
  const store: StoreCatalogueBody = async (body, checkedAt) => {
    started ??= startWorker();
    const { worker, api, failed } = started;
    try {
      // Copied, not transferred (2 MB copy ≈ 2 ms), so the page still has it for the fallback.
      return await Promise.race([api.store(body, checkedAt), failed]);
    } catch {
      return await inPage(body, checkedAt);
    } finally {
      worker.terminate();
      started = null;
    }
  };
  store.prepare = () => {
    started ??= startWorker();
  };
  return store;
}

/** The page's one catalogue sync, over the page's database and the API. */
export const catalogueSync = createCatalogueSync({
  db: localDatabase,
  fetchCatalogue: fetchCatalogueFromApi,
  storeBody: storeInWorker(),
});
