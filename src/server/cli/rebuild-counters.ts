import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { rebuildCollections } from '../services/collection-rebuild-service';

// npm run counters:rebuild
// Recomputes every traveller's ranking counters and badges from their visits (the database
// of DATABASE_URL, or DATA_DIR's embedded one), mends what differs and lists it. Kept in the
// transaction of every change, they should never differ: a difference is a bug to report.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const { users, differences } = await rebuildCollections(database.db, {
  now: new Date(),
  timeZone: config.timeZone,
});
for (const difference of differences) console.log(JSON.stringify(difference));
console.log(`${users} travellers checked, ${differences.length} differences mended`);
await database.close();
process.exitCode = differences.length > 0 ? 1 : 0;
