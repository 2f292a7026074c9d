/**
 * Captures the install sheet's screenshots (public/screenshots, listed in
 * src/client/features/pwa/web-manifest.ts): the map screen on a phone (720×1280) and on a
 * wide window (1280×800), from a running production server, in Debian's Chromium.
 *
 *   npm run build && PORT=8080 node dist/server/main.js &
 *   npx tsx scripts/capture-screenshots.ts [http://127.0.0.1:8080]
 *
 * Nothing leaves the machine: like the browser tests, tile requests get the transparent
 * fixture tile and every other non-loopback request is aborted, so the map shows the offline
 * basemap. The PNGs are quantised with sharp to stay small (they are not precached).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BrowserContextOptions, chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../playwright.config';

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const outDir = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
const fixtureTile = fileURLToPath(new URL('../tests/fixtures/tiles/tile.png', import.meta.url));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_BYTES = 300 * 1024;

const shots: { name: string; options: BrowserContextOptions }[] = [
  {
    name: 'map-narrow.png',
    options: {
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'map-wide.png', options: { viewport: { width: 1280, height: 800 } } },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await mkdir(outDir, { recursive: true });
  for (const shot of shots) {
    const context = await browser.newContext({
      ...shot.options,
      baseURL,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      // The screenshot shows the app, not the worker's first install.
      serviceWorkers: 'block',
    });
    await context.route(
      (url) => !LOOPBACK.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    await context.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ path: fixtureTile, contentType: 'image/png' }),
    );
    const page = await context.newPage();
    await page.goto('/map');
    await page.getByRole('button', { name: '拒否する' }).click();
    await page.waitForFunction(() => {
      const region = document.querySelector('[data-basemap]');
      return (
        region?.getAttribute('data-basemap') === 'ready' &&
        /^\d+$/.test(region.getAttribute('data-rendered-groups') ?? '')
      );
    });
    // Let the last frame of markers and labels settle.
    await page.waitForTimeout(500);
    const raw = await page.screenshot();
    const file = `${outDir}${shot.name}`;
    const info = await sharp(raw)
      .png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 })
      .toFile(file);
    if (info.size > MAX_BYTES) throw new Error(`${shot.name} is ${info.size} bytes`);
    console.log(
      `wrote public/screenshots/${shot.name} (${info.width}×${info.height}, ${info.size} B)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
