import { type Remote, transfer, wrap } from 'comlink';
import { localDatabase } from '../../db/local-database';
import { fetchCatalogueFromApi } from './catalogue-download';
import { createCatalogueSync } from './catalogue-sync';
import type { CatalogueWorkerApi } from './catalogue-worker';
import { type StoreCatalogueBody, storeCatalogueBody } from './store-catalogue-body';

/**
 * Stores through a worker, started while the download runs (so its start-up
 * overlaps the network) and stopped after each catalogue — one arrives once
 * per visit at most. Without Worker support the page stores it itself.
 */
function storeInWorker(): StoreCatalogueBody {
  if (typeof Worker === 'undefined') {
    return (body, checkedAt) => storeCatalogueBody(localDatabase, body, checkedAt);
  }
  let started: { worker: Worker; api: Remote<CatalogueWorkerApi> } | null = null;
  const start = () => {
    if (!started) {
      const worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), {
        type: 'module',
        name: 'catalogue',
      });
      started = { worker, api: wrap<CatalogueWorkerApi>(worker) };
    }
    return started;
  };
  const store: StoreCatalogueBody = async (body, checkedAt) => {
    const { worker, api } = start();
    try {
      // Transferred, not copied: the page has no further use for the bytes.
      return await api.store(transfer(body, [body.buffer]), checkedAt);
    } finally {
      worker.terminate();
      started = null;
    }
  };
  store.prepare = () => void start();
  return store;
}

/** The page's one catalogue sync, over the page's database and the API. */
export const catalogueSync = createCatalogueSync({
  db: localDatabase,
  fetchCatalogue: fetchCatalogueFromApi,
  storeBody: storeInWorker(),
});
