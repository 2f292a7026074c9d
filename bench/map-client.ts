/**
 * Benchmark of the map screen in Chromium against the real server (docs/PERF.md P1, P3, P6):
 * - catalogue into IndexedDB: parse + validate + store of all sites, network left out
 *   (the app's User Timing marks catalogue:received → catalogue:stored), ≤ 150 ms; the
 *   worker parses the lines that have arrived while the rest streams in, and that time,
 *   which overlaps the network, is printed on its own. Measured over an emulated mobile
 *   connection (as on a phone) and over raw loopback (where the whole body arrives while
 *   the page is still starting);
 *   median of 5 first visits, each with a fresh browser context (a fresh database);
 * - first map render from a warm start (catalogue already in IndexedDB): the app's
 *   `map:first-render` mark, measured from navigation start; median of 5 reloads;
 * - the gzip size (level 9) of every JavaScript chunk, which chunk holds OpenLayers, and
 *   how much JavaScript the first screen (/, for a Japanese and an English reader) and the
 *   map route (/map) actually load.
 *
 * Tiles are answered with the test fixture tile and every non-loopback request is
 * aborted: nothing touches the internet. Uses dist/client (CLIENT_DIR to override);
 * builds it first when missing. Run directly: `npx tsx bench/map-client.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../playwright.config';
import { projectRoot } from '../src/server/paths';
import { type BenchFigure, printFigures } from './figures';
import { keepOnLoopback, median } from './loopback-context';
import { startServerProcess } from './server-process';

const RUNS = 5;
const clientDir = path.resolve(projectRoot, process.env.CLIENT_DIR ?? 'dist/client');

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

async function isolatedContext(browser: Browser): Promise<BrowserContext> {
  return keepOnLoopback(await browser.newContext({ viewport: { width: 1280, height: 800 } }));
}

/** Times between the app's marks (ms), read once the map has drawn its markers. */
async function marksOf(
  context: BrowserContext,
  url: string,
  network: NetworkProfile | null = null,
): Promise<Record<string, number>> {
  const page = await context.newPage();
  if (network) {
    // Per page: Chromium applies the emulated connection to the page it was set on.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downMbps * 1_000_000) / 8,
      uploadThroughput: (network.upMbps * 1_000_000) / 8,
    });
  }
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('map:first-render').length > 0, {
    timeout: 60_000,
  });
  const marks = await page.evaluate(() => {
    const entries = performance.getEntriesByType('mark') as PerformanceMark[];
    const times = Object.fromEntries(entries.map((m) => [m.name, m.startTime]));
    // How long the worker parsed while the body was still arriving (the stored mark's detail).
    const stored = entries.find((m) => m.name === 'catalogue:stored');
    const during = (stored?.detail as { readWhileReceiving?: number } | null)?.readWhileReceiving;
    if (during !== undefined) times['catalogue:read-while-receiving'] = during;
    return times;
  });
  await page.close();
  return marks;
}

/**
 * Catalogue figures of one first visit over `network` (a fresh context: a fresh database).
 * With an emulated connection the page, the worker and the map are up before the last byte
 * arrives, as on a phone; on raw loopback the 2.5 MB arrive while the page is still starting
 * and the worker's start-up falls inside the measured span.
 */
async function firstVisitMarks(
  browser: Browser,
  baseUrl: string,
  network: NetworkProfile | null,
): Promise<Record<string, number>> {
  const context = await isolatedContext(browser);
  try {
    return await marksOf(context, `${baseUrl}/map`, network);
  } finally {
    await context.close();
  }
}

interface NetworkProfile {
  label: string;
  latencyMs: number;
  downMbps: number;
  upMbps: number;
}

/** A good mobile connection; the catalogue's ~0.6 MB (brotli) take about a quarter second. */
const MOBILE_NETWORK: NetworkProfile = {
  label: '20 Mbit/s, 40 ms (emulated)',
  latencyMs: 40,
  downMbps: 20,
  upMbps: 5,
};

async function catalogueFigures(
  browser: Browser,
  baseUrl: string,
  network: NetworkProfile | null,
): Promise<BenchFigure[]> {
  const runs: Record<string, number>[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await firstVisitMarks(browser, baseUrl, network));
  const between = (from: string, to: string) =>
    round(
      median(
        runs.map((m) => {
          const a = m[`catalogue:${from}`];
          const b = m[`catalogue:${to}`];
          if (a === undefined || b === undefined) throw new Error(`marks ${from}/${to} missing`);
          return b - a;
        }),
      ),
    );
  const over = network ? network.label : 'loopback, unthrottled';
  // The target is the device's whole work on the catalogue with the network left out: the
  // parsing done while bytes were still arriving counts as much as what is left after the last.
  const readWhileReceiving = runs.map((m) => m['catalogue:read-while-receiving'] ?? Number.NaN);
  const afterLastByte = runs.map(
    (m) => (m['catalogue:stored'] ?? Number.NaN) - (m['catalogue:received'] ?? Number.NaN),
  );
  return [
    {
      // P3's first visit: from navigation start, the page's scripts, the catalogue's download
      // and storage included, to the map's first drawing.
      name: `first map render, first visit, ${over}`,
      value: round(median(runs.map((m) => m['map:first-render'] ?? Number.NaN))),
      unit: 'ms',
    },
    {
      name: `catalogue parse + validate + store, all of it, network excluded, ${over} (target ≤ 150)`,
      value: round(
        median(runs.map((_, i) => (readWhileReceiving[i] ?? 0) + (afterLastByte[i] ?? 0))),
      ),
      unit: 'ms',
    },
    {
      name: '  of which parsing while the body arrived (overlaps the network)',
      value: round(median(readWhileReceiving)),
      unit: 'ms',
    },
    {
      name: '  of which after the last byte (what the loading screen waits for)',
      value: between('received', 'stored'),
      unit: 'ms',
    },
    {
      name: '    of which waiting for the worker',
      value: between('received', 'started'),
      unit: 'ms',
    },
    {
      name: '    of which the lines left to parse',
      value: between('started', 'parsed'),
      unit: 'ms',
    },
    { name: '    of which lean rows and packing', value: between('parsed', 'packed'), unit: 'ms' },
    {
      name: '    of which the one IndexedDB transaction',
      value: between('packed', 'stored'),
      unit: 'ms',
    },
    {
      name: '  body download (network, for comparison)',
      value: between('response', 'received'),
      unit: 'ms',
    },
  ];
}

/** First map render on later starts: warm (online) and offline from the service worker. */
async function startFigures(browser: Browser, baseUrl: string): Promise<BenchFigure[]> {
  const context = await isolatedContext(browser);
  const warm: number[] = [];
  const offline: number[] = [];
  try {
    await marksOf(context, `${baseUrl}/map`); // the first visit stores the catalogue
    for (let reload = 0; reload < RUNS; reload++) {
      const w = await marksOf(context, `${baseUrl}/map`);
      if (w['catalogue:stored'] !== undefined) throw new Error('warm start downloaded again');
      warm.push(w['map:first-render'] ?? Number.NaN);
    }
    // Offline repeat starts: everything from the service worker's precache and IndexedDB.
    const probe = await context.newPage();
    await probe.goto(`${baseUrl}/map`);
    await probe.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await probe.close();
    await context.setOffline(true);
    for (let reload = 0; reload < RUNS; reload++) {
      const o = await marksOf(context, `${baseUrl}/map`);
      offline.push(o['map:first-render'] ?? Number.NaN);
    }
  } finally {
    await context.close();
  }
  return [
    {
      name: 'first map render, warm start, from navigation start',
      value: round(median(warm)),
      unit: 'ms',
    },
    {
      name: 'first map render, offline repeat start from the service worker cache',
      value: round(median(offline)),
      unit: 'ms',
    },
  ];
}

interface Chunk {
  file: string;
  gzip: number;
  openLayers: boolean;
}

function chunks(): Chunk[] {
  const assets = path.join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const source = readFileSync(path.join(assets, file));
      return {
        file,
        gzip: gzipSync(source, { level: 9 }).length,
        // A class name only OpenLayers' Map writes into the page.
        openLayers: source.includes('ol-overlaycontainer-stopevent'),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * The JavaScript files a fresh visit to `url` loads (names under /assets/), by a reader whose
 * stored language is `locale` (the app's own localStorage key, i18n/locale-store.ts).
 */
async function scriptsLoaded(
  browser: Browser,
  url: string,
  locale: 'ja' | 'en' = 'ja',
): Promise<Set<string>> {
  const context = await isolatedContext(browser);
  if (locale !== 'ja') {
    await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  }
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
      files.add(pathname.slice('/assets/'.length));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

async function chunkFigures(browser: Browser, baseUrl: string): Promise<BenchFigure[]> {
  const all = chunks();
  const sizeOf = (files: Set<string>) =>
    all.filter((c) => files.has(c.file)).reduce((sum, c) => sum + c.gzip, 0);
  const home = await scriptsLoaded(browser, `${baseUrl}/`);
  const homeInEnglish = await scriptsLoaded(browser, `${baseUrl}/`, 'en');
  const map = await scriptsLoaded(browser, `${baseUrl}/map`);
  const olChunks = all.filter((c) => c.openLayers).map((c) => c.file);
  if (olChunks.some((file) => home.has(file) || homeInEnglish.has(file)))
    throw new Error('OpenLayers loaded on the first screen');
  return [
    ...all.map((c) => ({
      name: `chunk ${c.file}${c.openLayers ? '  ← OpenLayers' : ''}${home.has(c.file) ? '  [/]' : ''}${map.has(c.file) ? '  [/map]' : ''}`,
      value: c.gzip / 1024,
      unit: 'KiB gz',
    })),
    {
      name: 'JavaScript loaded by / (first screen; P1: ≤ 170)',
      value: sizeOf(home) / 1024,
      unit: 'KiB gz',
    },
    {
      name: 'JavaScript loaded by / in English (P1: ≤ 170)',
      value: sizeOf(homeInEnglish) / 1024,
      unit: 'KiB gz',
    },
    { name: 'JavaScript loaded by /map', value: sizeOf(map) / 1024, unit: 'KiB gz' },
    // Over HTTP/1.1 (the embedded server) a browser fetches six files at a time from one
    // origin: each six more files is one more round trip before the screen can run (P3).
    { name: 'JavaScript files loaded by /', value: home.size, unit: 'files' },
    { name: 'JavaScript files loaded by /map', value: map.size, unit: 'files' },
    {
      name: 'the whole app without OpenLayers (target ≤ 365)',
      value: all.filter((c) => !c.openLayers).reduce((sum, c) => sum + c.gzip, 0) / 1024,
      unit: 'KiB gz',
    },
    {
      name: 'service worker sw.js',
      value: gzipSync(readFileSync(path.join(clientDir, 'sw.js')), { level: 9 }).length / 1024,
      unit: 'KiB gz',
    },
  ];
}

export async function benchMapClient(): Promise<BenchFigure[]> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  }
  const server = await startServerProcess();
  const browser = await chromium.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  });
  try {
    return [
      ...(await catalogueFigures(browser, server.url, MOBILE_NETWORK)),
      ...(await catalogueFigures(browser, server.url, null)),
      ...(await startFigures(browser, server.url)),
      ...(await chunkFigures(browser, server.url)),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFigures('Map client (Chromium)', await benchMapClient());
}
