import type { BrowserContext } from '@playwright/test';

const API = '**/api/**';

/**
 * Takes the network away for the app: the pages and the service worker. The emulated
 * offline state does not always reach the worker's own requests (a clean-clone CI run saw
 * its Background Sync send a visit while "offline"), so the API is refused for real as well,
 * on the context, which the worker's requests go through too (Playwright 1.65).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(API, (route) => route.abort('internetdisconnected'));
}

/** Gives the network back; the browser fires `online`. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(API);
  await context.setOffline(false);
}
