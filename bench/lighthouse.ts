/**
 * Lighthouse (docs/PERF.md P4) on the landing page and the map, with Lighthouse's mobile defaults
 * (emulated phone, simulated slow 4G and 4× CPU slowdown), driving Debian's Chromium. Prints
 * the performance, accessibility and best-practices scores, LCP, TBT, CLS and the long
 * tasks over 50 ms (split into the app's scripts and the browser's own work, with an empty
 * page's count for comparison). Goals (P4): performance ≥ 90 and accessibility 100. The long
 * tasks are printed for reading, not as a goal: at 4× they include the browser's own work, and
 * P2 is measured by start-long-tasks.ts.
 *
 * Every request that would leave the machine is blocked (map tiles included): the map
 * draws its shipped basemap, and the blocked tiles may cost a best-practices point
 * ("errors in the console") that a deployment with reachable tiles does not lose.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 5) and the median run is printed: on
 * two busy cores one run's /map score moves by ±7 points, so three runs were not enough.
 * Lighthouse's storage reset leaves IndexedDB alone (its warning about stored data says so),
 * so only a page's first run is a first visit: on /map the first run downloads and stores the
 * catalogue and the others start from the stored one, and the median is one of those. Its
 * simulated throttling multiplies each task's duration as this machine measured it, in wall
 * time: when other work shares the two cores, a task's wall time can be several times the main
 * thread's CPU time (the trace's `dur` against `tdur`), and TBT moves with the machine's load.
 * Run directly: `npx tsx bench/lighthouse.ts` (builds the app first when dist/ is missing).
 * `LIGHTHOUSE_REPORT_DIR=.tmp/lighthouse` also writes each page's full JSON report there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../playwright.config';
import { projectRoot } from '../src/server/paths';
import { type BenchFigure, printFigures } from './figures';
import { startServerProcess } from './server-process';

const PAGES = (process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/map']) as readonly string[];
/** Runs per page; the median (by performance score) is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

type Audit = {
  numericValue?: number;
  details?: { items?: { duration?: number; url?: string }[] };
};

/**
 * The page an empty app would have: one Japanese heading, no script, no stylesheet. What
 * Lighthouse counts on it is this machine's floor, work no app can remove: 0 or 1 long
 * tasks here, the one being the browser's own navigation commit (90–150 ms once multiplied
 * by 4) on the runs where it is slow.
 */
const EMPTY_PAGE =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>世界遺産パスポート</title></head><body><h1>世界遺産パスポート</h1></body></html>';

async function serveEmptyPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const performanceOf = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;

/**
 * Lighthouse's own advice: scores move from run to run (more so on 2 busy cores), so run
 * several times and keep every run; `median` picks the run with the median performance score.
 */
async function lighthouseRuns(
  port: number,
  url: string,
  label: string,
  categories: readonly string[] = ['performance', 'accessibility', 'best-practices'],
) {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Nothing may leave the machine.
      blockedUrlPatterns: ['*://tile.openstreetmap.org/*', '*://*.google*.com/*'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError) {
      console.warn(
        `Lighthouse run ${run + 1} of ${label} failed: ${runtimeError.code} ${runtimeError.message}`,
      );
    }
    for (const warning of runWarnings) console.warn(`Lighthouse (${label}): ${warning}`);
    runs.push(result.lhr);
  }
  // A run Lighthouse itself could not record (its trace, say: NO_NAVSTART) measured
  // nothing: it is listed as failed but left out of the median. The warning above says why.
  const measured = runs.filter((run) => !run.runtimeError);
  if (measured.length === 0) throw new Error(`every Lighthouse run of ${label} failed`);
  measured.sort((a, b) => performanceOf(a) - performanceOf(b));
  const median = measured[Math.floor(measured.length / 2)] as LighthouseResult;
  const scores = runs
    .map((run) => (run.runtimeError ? 'failed' : Math.round(performanceOf(run) * 100)))
    .join(', ');
  return { median, scores };
}

/**
 * Lighthouse's long tasks (over 50 ms once its 4× CPU slowdown is applied) of one run, split
 * by what Lighthouse attributes them to: a script of the app, or the browser's own work for
 * the page (navigation, HTML parsing, style, layout, paint), which it lists under the
 * document's address or as "Unattributable".
 */
function longTasksOf(lhr: LighthouseResult) {
  const items = (lhr.audits['long-tasks'] as Audit | undefined)?.details?.items ?? [];
  const long = items.filter((task) => (task.duration ?? 0) > 50);
  const inScripts = long.filter((task) => /\.m?js(\?|$)/.test(task.url ?? ''));
  return { all: long.length, inScripts: inScripts.length };
}

export async function benchLighthouse(): Promise<BenchFigure[]> {
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  }
  const server = await startServerProcess();
  const emptyPage = await serveEmptyPage();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const figures: BenchFigure[] = [];
  try {
    for (const page of PAGES) {
      const { median: lhr, scores } = await lighthouseRuns(
        chrome.port,
        `${server.url}${page}`,
        page,
      );
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
        writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const { categories, audits } = lhr;
      const audit = (id: string) => audits[id] as Audit | undefined;
      const longTasks = longTasksOf(lhr);
      const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
      figures.push(
        {
          name: `${page} performance (P4: ≥ 90; runs: ${scores})`,
          value: score('performance'),
          unit: '/100',
        },
        { name: `${page} accessibility (P4: 100)`, value: score('accessibility'), unit: '/100' },
        { name: `${page} best practices`, value: score('best-practices'), unit: '/100' },
        {
          name: `${page} LCP`,
          value: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
          unit: 'ms',
        },
        {
          name: `${page} TBT`,
          value: audit('total-blocking-time')?.numericValue ?? Number.NaN,
          unit: 'ms',
        },
        {
          name: `${page} CLS`,
          value: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
          unit: '',
        },
        {
          name: `${page} long tasks over 50 ms (at 4×; not a goal)`,
          value: longTasks.all,
          unit: '',
        },
        { name: `${page}   of which in the app's scripts`, value: longTasks.inScripts, unit: '' },
        {
          name: `${page}   of which the browser's own (navigation, parsing, layout)`,
          value: longTasks.all - longTasks.inScripts,
          unit: '',
        },
      );
    }
    const { median: empty } = await lighthouseRuns(chrome.port, emptyPage.url, 'empty page', [
      'performance', // the long tasks are a performance audit; nothing else is compared
    ]);
    figures.push({
      name: 'for comparison: long tasks on an empty page (one heading, no script)',
      value: longTasksOf(empty).all,
      unit: '',
    });
  } finally {
    chrome.kill();
    await emptyPage.close();
    await server.stop();
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFigures('Lighthouse (mobile, Chromium)', await benchLighthouse());
}
