import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOpenapiDocument } from '../../src/server/openapi-document';
import { projectRoot } from '../../src/server/paths';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is served at /api/docs/json with every API path', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/heritage/sites/', '/api/heritage/sites/{id}/']),
    );
    expect(doc.components.schemas.Site.properties.name_en).toBeDefined();
  });

  it('has a browsable page at /api/docs', async () => {
    const res = await t.app.inject('/api/docs');
    const page = res.statusCode === 302 ? await t.app.inject(String(res.headers.location)) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('is not served with API_DOCS=false', async () => {
    const off = await startTestApp({ database: t.database, config: { apiDocs: false } });
    try {
      expect((await off.app.inject('/api/docs')).statusCode).toBe(404);
      expect((await off.app.inject('/api/docs/json')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('matches the committed docs/openapi.json (run `npm run openapi:generate` after an API change)', async () => {
    const committed = await readFile(path.join(projectRoot, 'docs/openapi.json'), 'utf8');
    expect(await renderOpenapiDocument(t.app)).toBe(committed);
  });
});
