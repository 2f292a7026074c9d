// Writes dist/server/fresh-database.tar.gz: an embedded database with every migration
// applied and the catalogue imported, which the built server starts an empty data folder
// from (src/server/db/connect.ts) instead of creating and filling one on the spot.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCatalogueFile } from '../src/server/catalogue/catalogue-file';
import { openPglite } from '../src/server/db/connect';
import { catalogueFile, FRESH_DATABASE_IMAGE, projectRoot } from '../src/server/paths';
import { importCatalogue } from '../src/server/services/catalogue-service';

const { handle, client } = await openPglite(undefined);
await importCatalogue(handle.db, await readCatalogueFile(catalogueFile));
const image = await client.dumpDataDir('gzip');
const target = path.join(projectRoot, 'dist/server', FRESH_DATABASE_IMAGE);
await writeFile(target, Buffer.from(await image.arrayBuffer()));
await handle.close();
console.log(`fresh database written: ${path.relative(process.cwd(), target)}`);
