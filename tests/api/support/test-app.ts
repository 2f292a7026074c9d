import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { readCatalogueFile } from '../../../src/server/catalogue/catalogue-file';
import { type Config, loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { catalogueFile } from '../../../src/server/paths';
import { importCatalogue } from '../../../src/server/services/catalogue-service';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The real app over a real, seeded database and a temporary data folder,
 * called in-process with app.inject(). One per test file (beforeAll).
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-api-'));
  const database = await openTestDatabase();
  await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client') }),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
