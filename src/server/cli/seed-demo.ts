import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCatalogueFile } from '../catalogue/catalogue-file';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { seedDemo } from '../demo/seed-demo';
import { openMediaStore } from '../media/open-media-store';
import { catalogueFile } from '../paths';
import { importCatalogue } from '../services/catalogue-service';

// npm run demo:seed -- --users 100000 [--seed 2030] [--photos 600] [--anchor 2030-01-01]
//   [--visits uniform|long-tail]
// Fills the database of DATABASE_URL (or DATA_DIR's embedded one) with the demo community,
// e.g. a PostgreSQL database for the scale benches. Does nothing to a database already seeded.
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seed: { type: 'string', default: '2030' },
    photos: { type: 'string', default: '600' },
    anchor: { type: 'string' },
    visits: { type: 'string', default: 'uniform' },
  },
});
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
if (values.visits !== 'uniform' && values.visits !== 'long-tail') {
  throw new Error(`--visits: uniform or long-tail, not ${values.visits}`);
}
const started = performance.now();
const media = await openMediaStore(config);
const anchor = new Date(values.anchor ?? new Date().toISOString().slice(0, 10));
const seeded = await seedDemo(database.db, {
  users: Number(values.users),
  seed: Number(values.seed),
  photos: Number(values.photos),
  anchor,
  media,
  visitCounts: values.visits,
  log: (message) =>
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`),
});
console.log(seeded ? 'demo community seeded' : 'this database already holds the demo');
media.close();
await database.close();
