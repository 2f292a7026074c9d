import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { PlanKeepingPglite } from './kept-plans-pglite';
import { keepPlansOfReads } from './kept-plans-postgres';
import { refuseNewerSchema } from './migrate';
import { TEXT_TYPE_PARSERS } from './pglite-text-parsers';
import { postgresChannels } from './postgres-channels';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /**
   * Runs `work` while no other app instance on the same database runs work under the same
   * name (a PostgreSQL advisory lock; PGlite has one process only, so it simply runs).
   */
  exclusively: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /** Told of `channel`'s notifications, from every instance's committed transactions. */
  watch: (channel: string, watcher: ChannelWatcher) => Promise<() => Promise<void>>;
};

/**
 * `changed`: a committed transaction notified the channel, with the notification's payload
 * ('' when it sent none). `live`: whether notifications arrive; after `false` (the listening
 * connection broke) some may have been missed, until `true` again.
 */
export type ChannelWatcher = { changed: (payload: string) => void; live: (live: boolean) => void };

export type ConnectOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * A fresh database archive (services/fresh-database-service.ts: migrated, catalogue
   * imported; the build's, or the API tests' snapshot) to start a new embedded database
   * from (in memory, or a folder that has none yet), instead of creating the cluster,
   * running every migration and importing the catalogue on the spot. The migrations after
   * it and a newer catalogue are still applied as usual.
   */
  freshImage?: string | undefined;
};

/** Opens PGlite (default) or PostgreSQL and applies the committed migrations. */
export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Repeated reads are prepared and run by one plan for every caller (P10). The statements
    // keep what makes that plan good for a heavy caller too (PERF.md P10 says how).
    keepPlansOfReads(pool);
    // An idle connection the server drops (a PostgreSQL restart, a failover, an admin's
    // pg_terminate_backend) is reported here; without a listener Node treats it as an
    // uncaught exception and the whole server process dies. The pool replaces the
    // connection on the next query, so a warning is all it takes.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
    });
    try {
      // Instances started together would otherwise each see the same missing migrations
      // and apply them twice; the lock makes the later ones find them applied.
      await withAdvisoryLock(pool, 'migrations', async (client) => {
        const migrating = drizzleNodePg(client, { schema });
        await refuseNewerSchema(migrating);
        await migrateNodePg(migrating, { migrationsFolder });
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      exclusively: (name, work) => withAdvisoryLock(pool, name, () => work()),
      watch: postgresChannels(databaseUrl),
    };
  }
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const image = await imageForNewDatabase(options.pgliteDir, options.freshImage);
  return (await openPglite(options.pgliteDir, image)).handle;
}

/**
 * The fresh image, when the database is new: in memory, or a folder that holds none yet
 * (PostgreSQL's PG_VERSION file).
 */
async function imageForNewDatabase(
  folder: string | undefined,
  image: string | undefined,
): Promise<Blob | undefined> {
  if (!image || !existsSync(image)) return undefined;
  if (folder && existsSync(path.join(folder, 'PG_VERSION'))) return undefined;
  return new Blob([await readFile(image)]);
}

/**
 * Opens PGlite in a folder (undefined: in memory), or from a snapshot made by
 * `client.dumpDataDir()`, and applies the migrations. The raw client is
 * returned too, for snapshots.
 */
export async function openPglite(
  dataDir: string | undefined,
  snapshot?: Blob,
): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  // pg_trgm: the trigram index of the user search, as on PostgreSQL.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: TEXT_TYPE_PARSERS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  try {
    const migrating = drizzlePglite(client, { schema });
    await refuseNewerSchema(migrating);
    await migratePglite(migrating, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // Drizzle calls only `query` and `transaction` of its client, which the plan keeper
  // answers as PGlite does (P10).
  const db = drizzlePglite(new PlanKeepingPglite(client) as unknown as PGlite, { schema });
  return {
    handle: {
      db: db as unknown as Database,
      kind: 'pglite',
      close: () => client.close(),
      exclusively: (_name, work) => work(),
      // One process, one session: its notifications come with the result of the commit.
      watch: async (channel, watcher) => {
        const unlisten = await client.listen(channel, (payload) => watcher.changed(payload));
        watcher.live(true);
        return async () => {
          watcher.live(false);
          // A database closed first has nobody left listening.
          if (!client.closed) await unlisten();
        };
      },
    },
    client,
  };
}

/**
 * Holds a session-level advisory lock named `name` on one connection of the pool while
 * `work` runs. The lock belongs to the connection, so a connection that broke on the way
 * is destroyed rather than returned to the pool, which also releases the lock.
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const key = `heritage-passport:${name}`;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await work(client);
    } finally {
      await client
        .query('select pg_advisory_unlock(hashtextextended($1, 0))', [key])
        .catch((error: Error) => {
          broken = error;
        });
    }
  } catch (error) {
    broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Rows of a raw `db.execute()` result. PGlite and node-postgres both answer
 * `{rows}`, but Drizzle's shared PgDatabase type leaves the result untyped.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
