import path from 'node:path';
import { buildApp } from './app';
import { readCatalogueFile } from './catalogue/catalogue-file';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { catalogueFile } from './paths';
import { importCatalogue } from './services/catalogue-service';

/**
 * Starts the server: validates the configuration, opens the database
 * (creating and migrating it on first start), seeds or refreshes the
 * catalogue, and listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const catalogue = await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
  const app = await buildApp({ config, database });
  app.log.info({ catalogue, database: database.kind }, 'catalogue ready');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Heritage Passport failed to start:', error);
  }
  process.exit(1);
});
