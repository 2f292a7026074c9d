import type { Page } from '@playwright/test';

/**
 * Makes the server refuse the matching mutations with a 400 in its own error shape (no input
 * the app lets a person make gets the real server to refuse them).
 *
 * Routed on the browser context, not the page: the service worker's Background Sync runs the
 * same outbox sender (docs/SYNC.md S13) and, in Chromium, may win the send lock. `page.route`
 * never sees the worker's requests, so a page-only route let the real server accept the
 * change now and then (the CI failure of 2026-11-24).
 */
export async function serverRefuses(
  page: Page,
  url: string,
  detail: string,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<{ stop: () => Promise<void> }> {
  const context = page.context();
  await context.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ detail, code: 'invalid' }),
        })
      : route.fallback(),
  );
  return { stop: () => context.unroute(url) };
}

/**
 * Makes the server answer the matching mutations as a limit reached: 429 with Retry-After
 * and the server's own reason (docs/SYNC.md S9). Routed on the context, as serverRefuses is.
 */
export async function serverAsksToWait(
  page: Page,
  url: string,
  detail: string,
  retryAfterSeconds: number,
): Promise<{ stop: () => Promise<void> }> {
  const context = page.context();
  await context.route(url, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': String(retryAfterSeconds) },
          body: JSON.stringify({ detail, code: 'rate_limited' }),
        })
      : route.fallback(),
  );
  return { stop: () => context.unroute(url) };
}
