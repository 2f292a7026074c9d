import { type Remote, wrap } from 'comlink';
import { onPageFrozen } from '../../db/frozen-page';
import { LOCAL_DATABASE_NAME, LocalDatabase, localDatabase } from '../../db/local-database';
import { fetchCatalogueFromApi } from './catalogue-download';
import { createCatalogueSync } from './catalogue-sync';
import type { CatalogueWorkerApi } from './catalogue-worker';
import { type CatalogueIntake, openCatalogueIntake } from './store-catalogue-body';

interface StartedWorker {
  api: Remote<CatalogueWorkerApi>;
  /**
   * Rejects if the worker cannot run (its script failed to load, or it crashed), or was
   * stopped because the page was frozen into the back/forward cache (docs/SYNC.md S23).
   */
  failed: Promise<never>;
  stop: () => void;
}

function startWorker(): StartedWorker {
  const worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalogue',
  });
  let stopListening = () => {};
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', () => reject(new Error('catalogue worker failed')), {
      once: true,
    });
    // A frozen worker would hold its write open: stopped, its transaction is aborted, and
    // `finish` stores the catalogue on the page once the page is back.
    stopListening = onPageFrozen(() => {
      worker.terminate();
      reject(new Error('catalogue worker stopped: the page was frozen'));
    });
  });
  failed.catch(() => {}); // observed by `finish` when it matters
  const stop = () => {
    stopListening();
    worker.terminate();
  };
  return { api: wrap<CatalogueWorkerApi>(worker), failed, stop };
}

/**
 * Parses and stores in the page, with relaxed durability like the worker's: the catalogue
 * can always be downloaded again, and the page's own instance is strict for the outbox's
 * sake (db/local-database.ts).
 */
function openInPage(): CatalogueIntake {
  const relaxed = new LocalDatabase(LOCAL_DATABASE_NAME, {
    chromeTransactionDurability: 'relaxed',
  });
  const intake = openCatalogueIntake(relaxed);
  return {
    push: intake.push,
    finish: (checkedAt) => intake.finish(checkedAt).finally(() => relaxed.close()),
    abort: () => relaxed.close(),
  };
}

/**
 * One worker per download, started when the download starts (so its start-up
 * overlaps the network), fed the body as it arrives, stopped afterwards. The
 * page keeps the pieces it sent: should the worker fail, or the browser have
 * none, the page parses and stores the catalogue itself.
 */
function openInWorker(): CatalogueIntake {
  if (typeof Worker === 'undefined') return openInPage();
  const { api, failed, stop } = startWorker();
  const received: Uint8Array[] = [];
  return {
    push(bytes) {
      received.push(bytes);
      // Copied, not transferred (64 KiB at a time), so the page still has it for the fallback.
      // A failure here shows up in `finish`.
      api.push(bytes).catch(() => {});
    },
    async finish(checkedAt) {
      try {
        return await Promise.race([api.finish(checkedAt), failed]);
      } catch {
        const inPage = openInPage();
        for (const bytes of received) inPage.push(bytes);
        return await inPage.finish(checkedAt);
      } finally {
        stop();
      }
    },
    abort: stop,
  };
}

/** The page's one catalogue sync, over the page's database and the API. */
export const catalogueSync = createCatalogueSync({
  db: localDatabase,
  fetchCatalogue: fetchCatalogueFromApi,
  openIntake: openInWorker,
});
