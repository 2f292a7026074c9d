import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../../src/server/paths';
import { makeFreshDatabase } from '../../../src/server/services/fresh-database-service';

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
  const snapshot = await makeFreshDatabase('none');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}
