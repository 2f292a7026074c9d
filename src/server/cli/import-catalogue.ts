// Refreshes the World Heritage catalogue from a newer data file:
//
//   npm run catalogue:import -- path/to/whc-sites.json
//
// The file is validated, becomes the project's shipped catalogue
// (data/catalogue/whc-sites.json, so later starts keep it) and is imported
// into the configured database (DATA_DIR or DATABASE_URL). Sites keep their
// UNESCO ids, so every visit and wishlist item stays attached; a site the new
// file no longer lists is kept and marked unlisted. With no argument the
// shipped file is re-imported.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { readCatalogueFile } from '../catalogue/catalogue-file';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { catalogueFile } from '../paths';
import { importCatalogue } from '../services/catalogue-service';
import { rebuildCollectionsIfStale } from '../services/collection-rebuild-service';

const source = process.argv[2] ? path.resolve(process.argv[2]) : catalogueFile;
const config = loadConfig();
const file = await readCatalogueFile(source);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  const result = await importCatalogue(database.db, file);
  if (source !== catalogueFile) await copyFile(source, catalogueFile);
  console.log(
    result.status === 'unchanged'
      ? `catalogue ${result.version.slice(0, 12)} is already imported; nothing changed`
      : `imported ${result.sites} sites (catalogue ${result.version.slice(0, 12)}); ${result.unlisted} no longer listed`,
  );
  if (result.status === 'imported') {
    // Sites that left the List stop counting (docs/COUNTING.md C2): recount everyone now.
    const rebuilt = await rebuildCollectionsIfStale(
      database.db,
      { now: new Date(), timeZone: config.timeZone },
      { listChanged: true },
    );
    console.log(`counters and badges of ${rebuilt?.users ?? 0} travellers recounted`);
  }
} finally {
  await database.close();
}
