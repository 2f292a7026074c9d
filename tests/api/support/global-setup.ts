import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readCatalogueFile } from '../../../src/server/catalogue/catalogue-file';
import { openPglite } from '../../../src/server/db/connect';
import { catalogueFile, projectRoot } from '../../../src/server/paths';
import { importCatalogue } from '../../../src/server/services/catalogue-service';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Builds one migrated and seeded PGlite database and saves it as a snapshot;
 * every API test file starts its own copy from it instead of running initdb,
 * the migrations and the catalogue import again (about 5 s a file).
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = path.join(projectRoot, '.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  const { handle, client } = await openPglite(undefined);
  await importCatalogue(handle.db, await readCatalogueFile(catalogueFile));
  const snapshot = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}
