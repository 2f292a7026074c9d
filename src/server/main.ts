import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readCatalogueFile } from './catalogue/catalogue-file';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { NewerSchemaError } from './db/migrate';
import { seedDemo } from './demo/seed-demo';
import { catalogueFile, FRESH_DATABASE_IMAGE } from './paths';
import { STOP_MESSAGE, superviseAppProcesses } from './process-supervisor';
import { importCatalogue } from './services/catalogue-service';
import { rebuildCollectionsIfStale } from './services/collection-rebuild-service';
import { sweepUnreferencedMedia } from './services/media-sweep-service';

/**
 * Starts the server: validates the configuration, then either supervises APP_PROCESSES app
 * processes (process-supervisor.ts) or is the app: opens the database (creating and
 * migrating it on first start), seeds or refreshes the catalogue, and listens.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.appProcesses > 1) {
    superviseAppProcesses(config.appProcesses);
    return;
  }
  await startApp(config);
}

async function startApp(config: Config): Promise<void> {
  // Told to stop by the supervisor while still starting: nothing to finish yet.
  const stopWhileStarting = (message: unknown) => {
    if (message === STOP_MESSAGE) process.exit(0);
  };
  process.on('message', stopWhileStarting);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    // Beside the built server (dist/server); run from the sources there is none.
    freshImage: fileURLToPath(new URL(FRESH_DATABASE_IMAGE, import.meta.url)),
  });
  // Several instances starting together on one PostgreSQL database would each import the
  // catalogue and recount every traveller at once; one does it, the others then find it done.
  const { catalogue, rebuilt } = await database.exclusively('start', async () => {
    const imported = await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
    const recounted = await rebuildCollectionsIfStale(
      database.db,
      { now: new Date(), timeZone: config.timeZone },
      { listChanged: imported.status === 'imported' },
    );
    return { catalogue: imported, rebuilt: recounted };
  });
  const app = await buildApp({ config, database });
  app.log.info({ catalogue, database: database.kind }, 'catalogue ready');
  if (rebuilt)
    app.log.info(rebuilt, 'ranking counters and badges recomputed under the current rules');
  if (config.demo) {
    const today = new Date(new Date().toISOString().slice(0, 10));
    const { seed } = config.demo;
    // Seeding checks for demo data first: one instance at a time, or two would both seed.
    const seeded = await database.exclusively('start', () =>
      seedDemo(database.db, {
        users: 200,
        seed,
        anchor: today,
        media: app.auth.media,
        photos: 600,
        log: (message) => app.log.info(message),
        timeZone: config.timeZone,
      }),
    );
    app.log.info({ seeded }, seeded ? 'demo community seeded' : 'demo data already there');
  }

  // app.close() stops accepting connections (a balancer's next request goes to another
  // instance), lets the requests already received finish, and only then runs the onClose
  // hooks that close the database. A second signal, or the end of SHUTDOWN_GRACE_SECONDS,
  // means nobody will wait any longer.
  let stopping = false;
  const stop = (signal: string, bySignal: boolean) => {
    if (stopping) {
      // The supervisor's message after the terminal's own SIGINT is the same request.
      if (!bySignal) return;
      app.log.warn({ signal }, 'second signal: exiting without waiting for requests');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(
        { signal, graceSeconds: config.shutdownGraceSeconds },
        'shutdown grace over: exiting with requests still in flight',
      );
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    app.close().then(
      () => {
        app.log.info('stopped: requests answered, database closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, true));
  process.off('message', stopWhileStarting);
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) stop('supervisor', false);
  });
  // Built on first use otherwise: the first traveller after a start would wait for it, and
  // every request behind theirs with them (its lines and copies are made on this thread).
  await app.catalogueDocument.get();
  await app.listen({ port: config.port, host: config.host });
  app.auth.background.run('media sweep', async () => {
    const swept = await sweepUnreferencedMedia(database.db, app.auth.media);
    if (swept.removed > 0) app.log.info(swept, 'media files no row names removed');
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof NewerSchemaError) {
    console.error(error.message);
  } else {
    console.error('Heritage Passport failed to start:', error);
  }
  process.exit(1);
});
