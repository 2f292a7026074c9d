import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRecords } from './support/catalogue';
import { startTestApp, type TestApp } from './support/test-app';
import { expectedDatabaseKind } from './support/test-database';

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
    });
  });

  it('answers with and without the trailing slash', async () => {
    expect((await t.app.inject('/api/health/')).statusCode).toBe(200);
  });
});
