import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/connect';

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set
 * (scripts/test-all.sh starts a throwaway PostgreSQL cluster) each file gets
 * its own new database on that server, dropped afterwards; otherwise an
 * in-memory PGlite started from the seeded snapshot of global-setup.ts.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = inject('pgliteSnapshot');
    return openDatabase({ freshImage: snapshot });
  }

  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const test: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  serverDatabases.set(test, url.toString());
  return test;
}

/** The postgres:// URL of each database openTestDatabase made on the server. */
const serverDatabases = new WeakMap<DatabaseHandle, string>();

/**
 * The URL of a database openTestDatabase made on TEST_DATABASE_URL's server, for other
 * connection pools on it (several app instances).
 */
export function serverDatabaseUrl(handle: DatabaseHandle): string {
  const url = serverDatabases.get(handle);
  if (!url) throw new Error('not a database of TEST_DATABASE_URL from openTestDatabase');
  return url;
}

export function expectedDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
