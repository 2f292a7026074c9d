/**
 * The catalogue worker: parses, checks and stores a downloaded catalogue off
 * the main thread (a first visit has 2.5 MB to parse and store while the map
 * is being drawn). The page pushes the body here piece by piece as it
 * downloads, so parsing runs while the rest is still arriving. One worker per
 * download: the page stops it afterwards. It opens the same database as the
 * page; Dexie tells the page's live queries about the new rows.
 */
import { expose } from 'comlink';
import { LOCAL_DATABASE_NAME, LocalDatabase } from '../../db/local-database';
import { openCatalogueIntake } from './store-catalogue-body';

// Relaxed durability: the catalogue can always be downloaded again, so its write need not
// wait for the disk to confirm it (Chromium; other browsers ignore the option).
const db = new LocalDatabase(LOCAL_DATABASE_NAME, { chromeTransactionDurability: 'relaxed' });
// Open now, while the page is still downloading: the first write then does not wait for it.
void db.open().catch(() => {
  // The finish call below reports the failure to the page.
});

const intake = openCatalogueIntake(db);

const api = {
  push: (bytes: Uint8Array) => intake.push(bytes),
  finish: (checkedAt: number) => intake.finish(checkedAt),
};

export type CatalogueWorkerApi = typeof api;

expose(api);
