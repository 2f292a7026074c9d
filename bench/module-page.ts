/**
 * A Chromium page on Vite's dev server, for benches that call client modules
 * directly (`await import('/src/client/…')` inside `page.evaluate`). Vite runs
 * with no config file (so no router plugin rewrites generated files), no
 * watcher and a throw-away cache; `apiOrigin` proxies /api (and /media) to a
 * real server, so the page's calls are same-origin as in the app. Every
 * non-loopback request is aborted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../playwright.config';
import { projectRoot } from '../src/server/paths';

export type ModulePage = { page: Page; origin: string; close: () => Promise<void> };

export async function openModulePage(options: {
  title: string;
  apiOrigin?: string;
  /** CommonJS/UMD dependencies (e.g. dexie) Vite must pre-bundle to serve as modules. */
  prebundle?: string[];
}): Promise<ModulePage> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-vite-'));
  const proxy = options.apiOrigin
    ? { '/api': options.apiOrigin, '/media': options.apiOrigin }
    : undefined;
  const vite = await createServer({
    configFile: false,
    root: projectRoot,
    cacheDir,
    appType: 'custom',
    publicDir: false,
    logLevel: 'warn',
    clearScreen: false,
    // ES module dependencies are served as they are; only the named ones are pre-bundled.
    optimizeDeps: { noDiscovery: true, include: options.prebundle ?? [] },
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, ...(proxy ? { proxy } : {}) },
  });
  const browser = await chromium.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  });
  const close = async () => {
    await browser.close();
    await vite.close();
    await rm(cacheDir, { recursive: true, force: true });
  };
  try {
    await vite.listen();
    const address = vite.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('Vite is not listening');
    const origin = `http://127.0.0.1:${address.port}`;
    const context = await browser.newContext();
    const local = new Set(['127.0.0.1', 'localhost']);
    await context.route(
      (url) => !local.has(url.hostname),
      (route) => route.abort(),
    );
    const blank = '/__bench-page';
    await context.route(`${origin}${blank}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta charset="utf-8"><title>${options.title}</title>`,
      }),
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
    await page.goto(`${origin}${blank}`);
    return { page, origin, close };
  } catch (error) {
    await close();
    throw error;
  }
}
