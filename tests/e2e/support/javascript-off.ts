import type { Browser, Page } from '@playwright/test';

/** Runs `look` on a page of a browser with JavaScript turned off: what the HTML alone shows. */
export async function withJavaScriptOff(
  browser: Browser,
  baseURL: string | undefined,
  look: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await look(await context.newPage());
  } finally {
    await context.close();
  }
}
