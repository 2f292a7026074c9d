import { readCatalogueFile } from '../catalogue/catalogue-file';
import { openPglite } from '../db/connect';
import { catalogueFile } from '../paths';
import { importCatalogue } from './catalogue-service';

/**
 * A new embedded database with every migration applied and the catalogue imported, as a
 * PGlite data-folder archive that `openPglite` starts from: the build ships one
 * (scripts/build-fresh-database.ts), and the API tests start each file from one.
 */
export async function makeFreshDatabase(compression: 'none' | 'gzip'): Promise<Blob> {
  const { handle, client } = await openPglite(undefined);
  try {
    await importCatalogue(handle.db, await readCatalogueFile(catalogueFile));
    return await client.dumpDataDir(compression);
  } finally {
    await handle.close();
  }
}
