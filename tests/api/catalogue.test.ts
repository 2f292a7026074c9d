import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueReader } from '../../src/client/features/catalogue/catalogue-reader';
import type { CatalogueResponse } from '../../src/shared/api/catalogue';
import { catalogueSearchText } from '../../src/shared/text/catalogue-search';
import { catalogueRecords } from './support/catalogue';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/heritage/catalogue/', () => {
  it('delivers every listed site with Japanese and English texts in one document', async () => {
    const res = await t.app.inject('/api/heritage/catalogue/');
    expect(res.statusCode).toBe(200);
    const body: CatalogueResponse = res.json();
    expect(body.count).toBe(catalogueRecords.length);
    expect(body.sites).toHaveLength(catalogueRecords.length);
    const angkor = body.sites.find((s) => s.id === 668);
    expect(angkor).toMatchObject({
      name: 'アンコール',
      name_en: 'Angkor',
      heritage_type: 'cultural',
      description_machine_translated: true,
    });
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(Number(res.headers['x-uncompressed-length'])).toBe(res.rawPayload.length);
  });

  it('sends each site folded for offline search, so devices need not fold 1,248 sites', async () => {
    const body: CatalogueResponse = (await t.app.inject('/api/heritage/catalogue/')).json();
    const angkor = body.sites.find((s) => s.id === 668);
    // Kana folded to hiragana, Latin to lower case, countries in both languages.
    expect(angkor?.search).toContain('あんこーる');
    expect(angkor?.search).toContain('angkor');
    expect(angkor?.search).toContain('cambodia');
    // The very text the client's search would fold itself (a device never folds it again).
    for (const site of body.sites) {
      expect(site.search, String(site.id)).toBe(catalogueSearchText(site));
    }
  });

  it('lays the JSON out a site per line, so the client can parse it while it downloads', async () => {
    const res = await t.app.inject('/api/heritage/catalogue/');
    const body: CatalogueResponse = res.json();
    const lines = res.body.split('\n');
    expect(lines).toHaveLength(body.sites.length + 2);
    expect(lines[0]).toBe(`{"version":"${body.version}","count":${body.count},"sites":[`);
    expect(lines.at(-1)).toBe(']}');
    const sites = lines.slice(1, -1).map((line) => JSON.parse(line.replace(/,$/, '')));
    expect(sites).toEqual(body.sites);
    // And the client's reader, fed the body in uneven pieces, gets the same document.
    const reader = new CatalogueReader();
    const bytes = res.rawPayload;
    for (let at = 0; at < bytes.length; at += 65_521) reader.push(bytes.subarray(at, at + 65_521));
    expect(reader.finish()).toEqual(body);
  });

  it('answers 304 when the client already has this version', async () => {
    const first = await t.app.inject('/api/heritage/catalogue/');
    const again = await t.app.inject({
      url: '/api/heritage/catalogue/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends brotli or gzip with a content length, and the uncompressed length for progress', async () => {
    const plain = await t.app.inject('/api/heritage/catalogue/');
    const br = await t.app.inject({
      url: '/api/heritage/catalogue/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers['x-uncompressed-length']).toBe(String(plain.rawPayload.length));

    const gz = await t.app.inject({
      url: '/api/heritage/catalogue/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('gets a new version when a site changes', async () => {
    const before = (await t.app.inject('/api/heritage/catalogue/')).headers.etag;
    const { sites } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(sites).set({ nameJa: 'アンコール遺跡' }).where(eq(sites.id, 668));
    // Stands for a catalogue import, after which every instance restarts and builds anew.
    for (const instance of t.instances) instance.catalogueDocument.invalidate();
    const after = await t.app.inject('/api/heritage/catalogue/');
    expect(after.headers.etag).not.toBe(before);
    expect((after.json() as CatalogueResponse).sites.find((s) => s.id === 668)?.name).toBe(
      'アンコール遺跡',
    );
  });
});
