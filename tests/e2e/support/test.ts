import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

/**
 * The Playwright `test` every browser test uses. Nothing may reach the
 * internet: map tiles (the default provider, OpenStreetMap) are answered
 * with a small transparent fixture tile, and any other request that is not
 * to the loopback server is aborted. Tests import { test, expect } from here.
 */

/** The tile URL pattern of the client's default TILE_URL (src/client/config.ts). */
export const TILE_URL_PATTERN = 'https://tile.openstreetmap.org/**';

const FIXTURE_TILE = fileURLToPath(new URL('../../fixtures/tiles/tile.png', import.meta.url));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/** What the page records of each Content-Security-Policy violation (see `page` below). */
type RecordedViolation = { directive: string; blocked: string; source: string };

export const test = base.extend({
  /**
   * Every page runs under the server's real CSP and must cause zero violations (issue #6):
   * each `securitypolicyviolation` event is recorded in the page, and a test that caused
   * one fails at the end with the directive and the blocked address.
   */
  page: async ({ page }, use) => {
    const violations: RecordedViolation[] = [];
    // A binding survives navigations, so violations of every document the test loaded count.
    await page.exposeFunction('__hpReportCspViolation', (violation: RecordedViolation) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
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
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  context: async ({ context }, use) => {
    // Registered first, so it only sees what the more specific routes below leave alone.
    await context.route(
      (url) => !isLoopback(url),
      (route) => route.abort('blockedbyclient'),
    );
    await context.route(TILE_URL_PATTERN, (route) =>
      route.fulfill({
        path: FIXTURE_TILE,
        contentType: 'image/png',
        // The map requests tiles in CORS mode (so a service worker can cache them).
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await use(context);
  },
});

export { expect };
