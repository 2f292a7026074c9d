import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The Playwright `test` every browser test uses. Nothing may reach the internet: the test
 * browser's own resolver finds no host but the loopback address (playwright.config.ts), so
 * a request bound elsewhere fails at once without passing through the test runner. Map tiles
 * (the default provider, OpenStreetMap) then fail like tiles with no network: the map draws
 * its built-in basemap. A test about tiles answers them with the fixture tile
 * (serveFixtureTiles). Tests import { test, expect } from here.
 */

/** The tile URL pattern of the client's default TILE_URL (src/client/config.ts). */
const TILE_URL_PATTERN = 'https://tile.openstreetmap.org/**';

const FIXTURE_TILE = fileURLToPath(new URL('../../fixtures/tiles/tile.png', import.meta.url));

/**
 * Answers the map's tile requests with a small transparent fixture tile, for the tests about
 * tiles. A route makes the browser hand every request of the context to the test runner, which
 * costs each test that has one: the other tests leave tiles unanswered.
 */
export async function serveFixtureTiles(context: BrowserContext): Promise<void> {
  await context.route(TILE_URL_PATTERN, (route) =>
    route.fulfill({
      path: FIXTURE_TILE,
      contentType: 'image/png',
      // The map requests tiles in CORS mode (so a service worker can cache them).
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
}

/** What a page records of each Content-Security-Policy violation (see `context` below). */
export type RecordedViolation = {
  directive: string;
  blocked: string;
  source: string;
  page?: string;
};

export const test = base.extend<{ cspViolations: RecordedViolation[] }>({
  /** The violations the context's pages reported so far (read by the guard's own test). */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
  cspViolations: async ({}, use) => {
    await use([]);
  },
  /**
   * Every page runs under the server's real CSP and must cause zero violations:
   * each `securitypolicyviolation` event is recorded, and a test that caused one fails at
   * the end with the directive, the blocked address and the page. Bound on the context, not
   * on one page, so pages a test opens itself (context.newPage(), popups) are watched too.
   */
  context: async ({ context, cspViolations: violations }, use) => {
    // A binding survives navigations, so violations of every document the test loaded count.
    await context.exposeBinding(
      '__hpReportCspViolation',
      ({ page }, violation: RecordedViolation) => {
        violations.push({ ...violation, page: page?.url() });
      },
    );
    await context.addInitScript(() => {
      const report = (globalThis as { __hpReportCspViolation?: (v: RecordedViolation) => void })
        .__hpReportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) => {
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
        });
      });
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
