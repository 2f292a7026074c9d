import { expect, test } from './support/test';

// index.html's splash (src/client/styles/boot-splash.css): something to see while the app's
// script is still on its way, gone by CSS alone once the app has rendered.

test('before any script runs, a screen shows the brand rather than a blank page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/map');
    await expect(page.getByText('Heritage Passport', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('once the app has rendered, the splash is gone and the screen is usable', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-splash')).toBeHidden();
  await page.goto('/');
  await expect(page.locator('.boot-splash')).toBeHidden();
});
