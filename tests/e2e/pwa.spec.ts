import { formatNumber } from '../../src/client/i18n/format';
import { TILE_CACHE } from '../../sw/cache-names';
import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { LandingPage } from './pages/landing-page';
import { MapPage } from './pages/map-page';
import { PwaShell } from './pages/pwa-shell';
import { ServiceWorkerState } from './pages/service-worker';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, serveFixtureTiles, test } from './support/test';

/**
 * The installable app in Chromium against the production build: manifest and
 * service worker, a cold start with no network, the update flow, install and offline marks.
 * The update test's tiles come from the fixture (serveFixtureTiles): Playwright's context
 * routes also see the service worker's own requests in Chromium.
 */

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  icons: ManifestIcon[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest is valid, its icons are real PNGs, and the service worker controls the page', async ({
  page,
}) => {
  await page.goto('/map');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Heritage Passport',
    lang: 'ja',
    display: 'standalone',
    start_url: '/map',
    scope: '/',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);

  const icon = (size: string, purpose: string) =>
    manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').includes(purpose));
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const entry = icon(size, purpose);
    expect(entry, `${size} ${purpose} icon`).toBeDefined();
    expect(entry?.type).toBe('image/png');
    const file = await page.request.get(entry?.src ?? '');
    expect(file.ok()).toBe(true);
    const [width, height] = size.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }
  for (const factor of ['narrow', 'wide']) {
    const shot = manifest.screenshots.find((s) => s.form_factor === factor);
    expect(shot, `${factor} screenshot`).toBeDefined();
    const file = await page.request.get(shot?.src ?? '');
    const [width, height] = (shot?.sizes ?? '').split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }

  const worker = new ServiceWorkerState(page);
  await worker.waitUntilControlling();
  await page.reload();
  expect(await worker.controllerUrl()).toMatch(/\/sw\.js$/);
});

test('cold start offline: a new page opens the app with no network, signed in, with map, list, search and popups', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const fullCount = `${formatNumber(catalogue.count, 'ja')} 件`;

  // First visit, online: sign in (ends on /map), the catalogue downloads, the worker installs.
  const account = await signedIn(page);
  const firstMap = new MapPage(page);
  await firstMap.waitForMarkers();
  await expect(firstMap.resultCount).toHaveText(fullCount);
  await new ServiceWorkerState(page).waitUntilControlling();
  await page.close();

  // No network at all, and a fresh page: everything comes from the precache and IndexedDB.
  await context.setOffline(true);
  const cold = await context.newPage();
  let apiAnswered = 0;
  cold.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswered += 1;
  });
  await cold.goto('/map');

  const mapPage = new MapPage(cold);
  const shell = new PwaShell(cold);
  await expect(shell.offlineIndicator).toBeVisible();
  await expect(shell.accountMenuButton).toContainText(account.displayName);
  await expect(mapPage.map).toHaveAttribute('data-basemap', 'ready');
  await expect(mapPage.map).toHaveAttribute('data-basemap-features', /^[1-9]\d*$/);
  await expect(mapPage.map).toHaveAttribute('data-rendered-groups', '9');
  await expect(mapPage.resultCount).toHaveText(fullCount);

  await mapPage.searchBox.fill('京都');
  await mapPage.listItem(/古都京都の文化財/).click();
  const popup = mapPage.popup(kyoto.name);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(kyoto.description);

  // Another screen's code is precached too.
  await shell.accountMenuButton.click();
  await cold.getByRole('banner').getByRole('link', { name: 'ウィッシュリスト' }).click();
  await expect(cold.getByRole('heading', { level: 1, name: 'ウィッシュリスト' })).toBeVisible();
  expect(apiAnswered).toBe(0);
});

/**
 * In Chromium, Playwright's routes see a worker's first registration fetch but not the
 * browser's later update checks. So the test installs a *previous* build (the real sw.js
 * plus a few bytes, which answer "version?" with "previous") through a route, and the
 * server's real build then plays the new version the update check finds.
 */
test('update: a new sw.js shows the notice; reload runs the new version, tiles and local data kept', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const fullCount = `${formatNumber(catalogue.count, 'ja')} 件`;
  const mapPage = new MapPage(page);
  const shell = new PwaShell(page);
  const worker = new ServiceWorkerState(page);
  await serveFixtureTiles(context);
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}
;self.addEventListener('message', (event) => {
  if (event.data === 'version?') event.ports[0]?.postMessage('previous');
});`;
    await route.fulfill({ response, body });
  });

  await mapPage.goto();
  await expect(mapPage.resultCount).toHaveText(fullCount);
  await worker.waitUntilControlling();
  expect(await worker.ask('version?')).toBe('previous');
  // Tiles drawn under the worker land in the tile cache.
  await mapPage.zoomInTo(3);
  await expect.poll(() => worker.cacheEntries(TILE_CACHE)).toBeGreaterThan(0);
  const tilesBefore = await worker.cacheEntries(TILE_CACHE);
  await expect(shell.updateReload).toHaveCount(0);

  // The browser checks sw.js (as it does on navigations) and finds the new build.
  await worker.checkForUpdate();

  // The app says so and waits: nothing reloads by itself.
  await expect(shell.updateRegion).toContainText('新しいバージョンがあります');
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  // The new version stays waiting (an app that activated it would reload on controllerchange):
  // the old worker still controls the page and this page was not reloaded.
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
    ),
  ).toBe('installed');
  expect(await worker.ask('version?')).toBe('previous');
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);

  // The user reloads with no network: the new version starts from its own precache.
  await context.setOffline(true);
  const reloaded = page.waitForEvent('load');
  await shell.updateReload.click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  await worker.waitUntilControlling();
  expect(await worker.ask('version?')).toBeNull();
  await expect(shell.updateReload).toHaveCount(0);

  // Nothing the user had is gone: the tile cache and the catalogue in IndexedDB.
  expect(await worker.cacheEntries(TILE_CACHE)).toBeGreaterThanOrEqual(tilesBefore);
  await expect(mapPage.resultCount).toHaveText(fullCount);
  await expect(mapPage.map).toHaveAttribute('data-basemap', 'ready');
});

test('the header says オフライン while the network is gone', async ({ page, context }) => {
  const mapPage = new MapPage(page);
  const shell = new PwaShell(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();
  await expect(shell.offlineIndicator).toHaveCount(0);

  await context.setOffline(true);
  await expect(shell.offlineIndicator).toBeVisible();
  await context.setOffline(false);
  await expect(shell.offlineIndicator).toHaveCount(0);
});

for (const who of ['visitor', 'signed-in user'] as const) {
  test(`install: a ${who} is offered the browser's install prompt, hidden again once installed`, async ({
    page,
  }) => {
    const shell = new PwaShell(page);
    if (who === 'visitor') await new LandingPage(page).goto();
    else await signedIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.installButton).toHaveCount(0);

    await shell.offerInstall();
    await expect(shell.installButton).toBeVisible();

    await shell.installButton.click();
    expect(await shell.installPromptShown()).toBe(true);
    await expect(shell.installButton).toHaveCount(0);
    await expect(shell.iosInstructions).toHaveCount(0);
  });
}

test('install: on a 360 px phone the button sits in the landing top bar and in the hamburger menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const shell = new PwaShell(page);
  await new LandingPage(page).goto();
  await shell.offerInstall();
  await expect(shell.installButton).toBeInViewport({ ratio: 1 });

  const header = new AppHeader(page);
  await page.goto('/map');
  await shell.offerInstall();
  await expect(shell.installButton).toBeHidden();
  await header.openMenu();
  await expect(shell.installButton).toBeVisible();
  await shell.installButton.click();
  expect(await shell.installPromptShown()).toBe(true);
});

test('install: nothing is offered when the app already runs installed (display-mode standalone)', async ({
  page,
}) => {
  const shell = new PwaShell(page);
  await shell.runAsInstalledApp();
  await new LandingPage(page).goto();
  // The app takes the offer (its listener runs), yet shows no button, on this screen or the
  // next one it renders.
  await shell.offerInstall();
  await expect(shell.installButton).toHaveCount(0);
  await page.getByRole('link', { name: '地図を見る' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
  await expect(shell.installButton).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('a visitor is told Share → Add to Home Screen, and not once installed', async ({ page }) => {
    const shell = new PwaShell(page);
    await new LandingPage(page).goto();
    await expect(shell.iosInstructions).toBeHidden();
    await shell.installButton.click();
    await expect(shell.iosInstructions).toContainText('共有ボタン → ホーム画面に追加');
    await page.keyboard.press('Escape');
    await expect(shell.iosInstructions).toBeHidden();

    // Opened from the home screen, Safari sets navigator.standalone.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.reload();
    await page.goto('/map');
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(shell.installButton).toHaveCount(0);
    await expect(shell.iosInstructions).toHaveCount(0);
  });
});
