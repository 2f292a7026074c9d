import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { projectRoot } from '../src/server/paths';

const FIXTURE_TILE = path.join(projectRoot, 'tests/fixtures/tiles/tile.png');

/**
 * Keeps a browser context on this machine: map tiles are answered with the test fixture
 * tile and every other request that would leave loopback is aborted.
 */
export async function keepOnLoopback(context: BrowserContext): Promise<BrowserContext> {
  const local = new Set(['127.0.0.1', 'localhost']);
  await context.route(
    (url) => !local.has(url.hostname),
    (route) => route.abort(),
  );
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({
      path: FIXTURE_TILE,
      contentType: 'image/png',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  return context;
}

/** The middle value (the upper middle of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
