import type { BrowserContext, Page } from '@playwright/test';

/** The app's main script (Vite's entry chunk): hold it to see the page before the app runs. */
export const APP_SCRIPT = /\/assets\/index-[^/]*\.js$/;

/**
 * Holds the requests matching `url` until the returned `release()` is called, then lets
 * them through unchanged: a slow link for one file, with the test deciding when it arrives.
 * Route on the context, not the page, to hold what a worker asks for too.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: string | RegExp,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
