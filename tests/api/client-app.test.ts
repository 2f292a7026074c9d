import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressClient } from '../../scripts/precompress-assets';
import { cspDirective } from './support/csp';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let clientDir: string;
const INDEX = '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html lang="ja"><body><div id="root"><h1>世界遺産</h1></div></body></html>';
const MAP_SHELL =
  '<!doctype html><html lang="ja"><body><div id="root"><header>地図</header></div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** Big enough (over 1 KB) for the build to write compressed copies of it. */
/** The consent script's CSP source as the build lists it (scripts/prerender-pages.ts). */
const CONSENT_HASH = "'sha256-n4bQgYhMfWWaL+qgxVNTF/JzTfx2IW6F1hY2/H5q7ws='";
const SERVICE_WORKER = `self.addEventListener("install", () => {});\n// ${'.'.repeat(2000)}`;

beforeAll(async () => {
  // A stand-in for dist/client with the same layout Vite produces.
  clientDir = await mkdtemp(path.join(tmpdir(), 'hp-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  await writeFile(path.join(clientDir, 'landing.html'), LANDING);
  await writeFile(path.join(clientDir, 'map.html'), MAP_SHELL);
  await writeFile(path.join(clientDir, 'sw.js'), SERVICE_WORKER);
  // Anything but a sha256 source is ignored, whatever the file says.
  await writeFile(
    path.join(clientDir, 'inline-script-hashes.json'),
    JSON.stringify([CONSENT_HASH, "'unsafe-inline'", 'https://evil.example', 42]),
  );
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), ASSET);
  // As `npm run build` does: .br and .gz copies beside the files big enough to gain.
  expect(await precompressClient(clientDir)).toBe(2);
  t = await startTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the built PWA on the same origin', () => {
  it.each(['/', '/map', '/users/42', '/users/search', '/profile', '/badges'])(
    'answers %s with the app, never cached',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers / and /map with their prerendered pages and every other screen with the empty shell', async () => {
    const landing = await t.app.inject('/');
    expect(landing.body).toBe(LANDING);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/?from=install')).body).toBe(LANDING);
    const map = await t.app.inject('/map?focus=668');
    expect(map.body).toBe(MAP_SHELL);
    expect(map.headers['cache-control']).toBe('no-cache');
    for (const url of ['/login', '/map/elsewhere', '/index.html']) {
      expect((await t.app.inject(url)).body, url).toBe(INDEX);
    }
    expect((await t.app.inject('/landing.html')).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets as immutable and never caches sw.js', async () => {
    const asset = await t.app.inject('/assets/index-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s compressed copies as they are, cached as the files they stand for', async () => {
    for (const [url, body, cacheControl] of [
      ['/assets/index-Ab12Cd34.js', ASSET, 'public, max-age=31536000, immutable'],
      ['/sw.js', SERVICE_WORKER, 'no-cache'],
    ] as const) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toContain('javascript');
      expect(br.headers['cache-control'], url).toBe(cacheControl);
      expect(br.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(body);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(body);
      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(body);
    }
  });

  it('never answers /api, /media or a missing file with the app', async () => {
    // An old tab asking for a chunk the new build no longer has must see a 404, not HTML.
    for (const url of [
      '/api/nothing-here',
      '/api',
      '/media/missing.webp',
      '/assets/index-Old00000.js',
      '/icons/missing.png',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    }
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      url: '/api/heritage/sites/?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers with a CSP that allows the tile provider and nothing broader', async () => {
    const res = await t.app.inject('/map');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The prerendered pages' inline consent script, allowed by its hash and nothing broader.
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'", CONSENT_HASH]);
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(csp).not.toContain('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect((await t.app.inject('/api/health')).headers['content-security-policy']).toBeDefined();
  });
});
