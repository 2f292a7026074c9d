import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../src/server/db/connect';
import { checkReadiness } from '../../src/server/services/health-service';
import { catalogueRecords } from './support/catalogue';
import { startTestApp, type TestApp } from './support/test-app';
import { expectedDatabaseKind, openTestDatabase } from './support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database in use and the number of sites in the catalogue', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ok',
      database: expectedDatabaseKind(),
      sites: catalogueRecords.length,
      demo: false,
    });
  });

  it('answers with and without the trailing slash', async () => {
    expect((await t.app.inject('/api/health/')).statusCode).toBe(200);
  });
});

describe('readiness: GET /api/health when the database does not answer', () => {
  it('answers 503 with the database kind and a code a balancer or operator reads', async () => {
    const database = await openTestDatabase();
    const lost = await startTestApp({ database });
    try {
      expect((await lost.app.inject('/api/health')).statusCode).toBe(200);
      await database.close();
      const res = await lost.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: expectedDatabaseKind(),
        detail: expect.stringMatching(/データベース/),
        code: 'database_unavailable',
      });
    } finally {
      await lost.close();
    }
  });

  it('answers in time when a query hangs', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await checkReadiness(hanging, 50)).toEqual({
      ready: false,
      reason: 'no answer within 50 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

// Only PostgreSQL has connections the server can lose (PGlite runs in-process).
if (expectedDatabaseKind() === 'postgres') {
  describe('when PostgreSQL drops the connections (a restart, a failover)', () => {
    it('the server keeps running and answers again', async () => {
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      const [{ name } = { name: '' }] = rowsOf<{ name: string }>(
        await t.database.db.execute(sql`select current_database() as name`),
      );
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        // The pool held at least one idle connection, and it is gone now.
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      let res = await t.app.inject('/api/health');
      // The first request may meet the dead connection; the one after gets a new one.
      if (res.statusCode !== 200) res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
    });
  });
}
