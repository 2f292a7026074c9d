/**
 * Long tasks during start as they happen on this machine (docs/PERF.md P2: "no long task over
 * 50 ms in the app's own scripts during start"), next to Lighthouse's figures, which multiply every task by 4. Each run is a
 * first visit in a fresh browser context on a phone-sized screen (Lighthouse's emulated
 * phone: 412 × 823 at 1.75); the browser's own `longtask` entries are collected from the
 * first byte until the start is over: 2 s after the load event on `/`, 2 s after the first
 * map render on `/map`. Prints the median count and the median longest task.
 *
 * Tiles are answered with the test fixture tile; every other non-loopback request is aborted.
 * Run directly: `npx tsx bench/start-long-tasks.ts` (builds the app first when dist/ is missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../playwright.config';
import { projectRoot } from '../src/server/paths';
import { type BenchFigure, printFigures } from './figures';
import { keepOnLoopback, median } from './loopback-context';
import { startServerProcess } from './server-process';

const RUNS = 7;
const SETTLE_MS = 2_000;

/** Durations (ms) of the long tasks of one first visit to `url`. */
async function longTasksOfStart(browser: Browser, url: string, isMap: boolean): Promise<number[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await keepOnLoopback(context);
    await context.addInitScript(() => {
      const seen: number[] = [];
      Object.defineProperty(window, '__benchLongTasks', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    if (isMap) {
      await page.waitForFunction(
        () => performance.getEntriesByName('map:first-render').length > 0,
        undefined,
        { timeout: 60_000 },
      );
    }
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(
      () => (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks,
    );
  } finally {
    await context.close();
  }
}

export async function benchStartLongTasks(): Promise<BenchFigure[]> {
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  }
  const server = await startServerProcess();
  const browser = await chromium.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  });
  const figures: BenchFigure[] = [];
  try {
    for (const page of ['/', '/map']) {
      const runs: number[][] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await longTasksOfStart(browser, `${server.url}${page}`, page === '/map'));
      }
      const counts = runs.map((tasks) => tasks.length);
      figures.push(
        {
          name: `${page} long tasks over 50 ms, no CPU slowdown (runs: ${counts.join(', ')})`,
          value: median(counts),
          unit: '',
        },
        {
          name: `${page} longest of them (0 when none)`,
          value: median(runs.map((tasks) => Math.max(0, ...tasks))),
          unit: 'ms',
        },
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFigures('Start long tasks (Chromium, phone screen)', await benchStartLongTasks());
}
