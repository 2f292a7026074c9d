import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

export type ConnectOptions = {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined means in memory (tests). */
  pgliteDir?: string | undefined;
};

/** Opens PGlite (default) or PostgreSQL and applies the committed migrations. */
export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a PostgreSQL restart, a failover, an admin's
    // pg_terminate_backend) is reported here; without a listener Node treats it as an
    // uncaught exception and the whole server process dies. The pool replaces the
    // connection on the next query, so a warning is all it takes.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  return (await openPglite(options.pgliteDir)).handle;
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
  const client = await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    handle: { db: db as unknown as Database, kind: 'pglite', close: () => client.close() },
    client,
  };
}

/**
 * Rows of a raw `db.execute()` result. PGlite and node-postgres both answer
 * `{rows}`, but Drizzle's shared PgDatabase type leaves the result untyped.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
