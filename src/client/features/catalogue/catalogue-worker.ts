/**
 * The catalogue worker: parses, checks and stores a downloaded catalogue off
 * the main thread (a first visit has 2.3 MB to parse and store while the map
 * is being drawn). It opens the same database as the page; Dexie tells the
 * page's live queries about the new rows.
 */
import { expose } from 'comlink';
import { LOCAL_DATABASE_NAME, LocalDatabase } from '../../db/local-database';
import { storeCatalogueBody } from './store-catalogue-body';

// Relaxed durability: the catalogue can always be downloaded again, so its write need not
// wait for the disk to confirm it (Chromium; other browsers ignore the option).
const db = new LocalDatabase(LOCAL_DATABASE_NAME, { chromeTransactionDurability: 'relaxed' });
// Open now, while the page is still downloading: the first write then does not wait for it.
void db.open().catch(() => {
  // The store call below reports the failure to the page.
});

const api = {
  store: (body: Uint8Array, checkedAt: number) => storeCatalogueBody(db, body, checkedAt),
};

export type CatalogueWorkerApi = typeof api;

expose(api);
