import path from 'node:path';
import { buildApp } from './app';
import { readCatalogueFile } from './catalogue/catalogue-file';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { seedDemo } from './demo/seed-demo';
import { catalogueFile } from './paths';
import { importCatalogue } from './services/catalogue-service';
import { rebuildCollectionsIfStale } from './services/collection-rebuild-service';
import { sweepUnreferencedMedia } from './services/media-sweep-service';

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
  const rebuilt = await rebuildCollectionsIfStale(
    database.db,
    { now: new Date(), timeZone: config.timeZone },
    { listChanged: catalogue.status === 'imported' },
  );
  if (rebuilt)
    app.log.info(rebuilt, 'ranking counters and badges recomputed under the current rules');
  if (config.demo) {
    const today = new Date(new Date().toISOString().slice(0, 10));
    const seeded = await seedDemo(database.db, {
      users: 200,
      seed: config.demo.seed,
      anchor: today,
      media: app.auth.media,
      photos: 600,
      log: (message) => app.log.info(message),
      timeZone: config.timeZone,
    });
    app.log.info({ seeded }, seeded ? 'demo community seeded' : 'demo data already there');
  }

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
  app.auth.background.run('media sweep', async () => {
    const swept = await sweepUnreferencedMedia(database.db, app.auth.media);
    if (swept.removed > 0) app.log.info(swept, 'media files no row names removed');
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Heritage Passport failed to start:', error);
  }
  process.exit(1);
});
