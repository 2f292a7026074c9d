import { MapPage } from './pages/map-page';
import { holdRequests } from './support/held-requests';
import { withJavaScriptOff } from './support/javascript-off';
import { expect, test } from './support/test';

// index.html's splash (src/client/styles/boot-splash.css): something to see while the app's
// script is still on its way, gone by CSS alone once the app has rendered.

test('before any script runs, a screen shows the brand rather than a blank page', async ({
  browser,
  baseURL,
}) => {
  await withJavaScriptOff(browser, baseURL, async (page) => {
    await page.goto('/ranking'); // not prerendered, unlike / and /map (prerendered-map.spec.ts)
    await expect(page.getByText('Heritage Passport', { exact: true })).toBeVisible();
  });
});

test('once the app has rendered, the splash is gone and the screen is usable', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-splash')).toBeHidden();
  await page.goto('/');
  await expect(page.locator('.boot-splash')).toBeHidden();
});

test('on a slow link the header and a map-sized placeholder show before the map route code arrives, and nothing moves when it comes', async ({
  page,
}) => {
  // Hold the map route's own chunk (map-<hash>.js; not map-view-…, the OpenLayers chunk).
  const release = await holdRequests(page.context(), /\/assets\/map-[\w-]{8}\.js$/);
  await page.goto('/map');

  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(header.getByRole('link', { name: 'Heritage Passport' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('読み込み中…');
  await expect(page.getByRole('heading', { level: 1, name: '世界遺産マップ' })).toBeAttached();
  await expect(page.locator('.boot-splash')).toBeHidden();
  await expect(footer).toBeVisible();
  const footerBefore = await footer.boundingBox();

  release();
  const map = new MapPage(page);
  await expect(map.map).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: '読み込み中…' }),
  ).toHaveCount(0);
  expect(await footer.boundingBox()).toEqual(footerBefore);
});
