import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { readCatalogueFile } from '../../../src/server/catalogue/catalogue-file';
import { type Config, loadConfig } from '../../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/connect';
import type { ImageDecodeOptions } from '../../../src/server/media/image-decodes';
import { catalogueFile } from '../../../src/server/paths';
import { importCatalogue } from '../../../src/server/services/catalogue-service';
import type { EffectObserver } from '../../../src/server/services/idempotency-service';
import type { RateLimitSettings } from '../../../src/server/services/rate-limit-service';
import {
  apiInstanceCount,
  startBalancedInstances,
  trustBehindBalancer,
} from './balanced-instances';
import { type S3Endpoint, startS3Endpoint } from './s3-endpoint';
import { openTestDatabase, serverDatabaseUrl } from './test-database';

/** A clock tests move by hand; starts at a fixed instant. */
export class TestClock {
  private current: number;

  constructor(start = '2030-04-01T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  readonly now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }
}

/** Limits high enough that no test trips them unless it means to. */
const RELAXED: RateLimitSettings = {
  loginFailuresPerAccount: { limit: 1000, windowSeconds: 900 },
  loginFailuresPerAccountAnyAddress: { limit: 1000, windowSeconds: 3600 },
  loginDelays: { limit: 1000, windowSeconds: 60 },
  loginPerIp: { limit: 1000, windowSeconds: 900 },
  registerPerIp: { limit: 1000, windowSeconds: 3600 },
  refreshPerIp: { limit: 1000, windowSeconds: 900 },
  refreshPerFamily: { limit: 1000, windowSeconds: 900 },
  accountMailsPerAccount: { limit: 1000, windowSeconds: 3600 },
  passwordResetPerIp: { limit: 1000, windowSeconds: 3600 },
  exportsPerAccount: { limit: 1000, windowSeconds: 3600 },
  photoUploadsPerAccount: { limit: 1000, windowSeconds: 3600 },
  profilePicturesPerAccount: { limit: 1000, windowSeconds: 3600 },
  commentsPerAccount: { limit: 1000, windowSeconds: 3600 },
  syncBatchesPerAccount: { limit: 1000, windowSeconds: 3600 },
};

/** The media stores the media tests run against: the local disk and an S3 endpoint. */
export const MEDIA_STORES = ['disk', 's3'] as const;
export type MediaStoreKind = (typeof MEDIA_STORES)[number];

export type TestApp = {
  app: FastifyInstance;
  /** Every instance behind `app`: `app` itself when called in-process. */
  instances: FastifyInstance[];
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  /** Resolves once the background work every instance started (mail, media deletion) is done. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<Config>;
  rateLimits?: Partial<RateLimitSettings>;
  clock?: TestClock;
  /** Build over this database instead of a new one (it is then not closed). */
  database?: DatabaseHandle;
  /** Told each time a keyed change really ran on the server (not a replay). */
  onIdempotentEffect?: EffectObserver;
  /** The image decode queue's size and a hook inside it (tests/api/account-limits.test.ts). */
  imageDecodes?: ImageDecodeOptions;
  /** Where media goes: DATA_DIR/media (the default) or a bucket of a local S3 endpoint. */
  media?: MediaStoreKind;
  /**
   * One instance called in-process even when TEST_API_INSTANCES asks for several behind
   * nginx; the test says why where it asks.
   */
  inProcess?: boolean;
};

/**
 * The real app over a real, seeded database, a temporary data folder, a
 * hand-moved clock and relaxed rate limits, called in-process with
 * app.inject(); with TEST_API_INSTANCES above 1, that many instances behind
 * nginx, and app.inject() goes over HTTP (balanced-instances.ts). Usually one
 * per test file (beforeAll).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-api-'));
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await openTestDatabase());
  if (ownDatabase) await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
  const s3: S3Endpoint | null = options.media === 's3' ? await startS3Endpoint() : null;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...(s3 ? { MEDIA_S3_URL: s3.url } : {}),
    }),
    ...options.config,
  };
  const clock = options.clock ?? new TestClock();
  const build = (over: DatabaseHandle, closeDatabase: boolean, trustProxy = config.trustProxy) =>
    buildApp({
      config: { ...config, trustProxy },
      database: over,
      closeDatabase,
      logger: false,
      checkResponses: true,
      clock: clock.now,
      rateLimits: { ...RELAXED, ...options.rateLimits },
      ...(options.onIdempotentEffect ? { onIdempotentEffect: options.onIdempotentEffect } : {}),
      ...(options.imageDecodes ? { imageDecodes: options.imageDecodes } : {}),
    });
  const cleanUp = async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const count = options.inProcess ? 1 : apiInstanceCount();
  if (count === 1) {
    const app = await build(database, ownDatabase);
    await app.ready();
    return {
      app,
      instances: [app],
      database,
      config,
      clock,
      settled: () => app.auth.background.settled(),
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  }
  // Each instance has a connection pool of its own on the same database, as app servers do.
  const databaseUrl = serverDatabaseUrl(database);
  const balanced = await startBalancedInstances(count, async () =>
    build(await openDatabase({ databaseUrl }), true, trustBehindBalancer(config.trustProxy)),
  );
  return {
    app: balanced.app,
    instances: balanced.instances,
    database,
    config,
    clock,
    settled: async () => {
      await Promise.all(balanced.instances.map((app) => app.auth.background.settled()));
    },
    close: async () => {
      await balanced.close();
      if (ownDatabase) await database.close();
      await cleanUp();
    },
  };
}
