import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module with a package.json.
 * Works from the TypeScript sources (tests, tsx) and from the bundled server
 * in dist/server alike, so data and migrations are found the same way.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server module');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const catalogueFile = path.join(projectRoot, 'data/catalogue/whc-sites.json');
/**
 * The build's fresh embedded database (scripts/build-fresh-database.ts), written beside the
 * built server in dist/server: a first start on an empty data folder begins from it.
 */
export const FRESH_DATABASE_IMAGE = 'fresh-database.tar.gz';
