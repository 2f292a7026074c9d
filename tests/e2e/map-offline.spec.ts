import { formatNumber } from '../../src/client/i18n/format';
import { LandingPage } from './pages/landing-page';
import { MapPage } from './pages/map-page';
import { ServiceWorkerState } from './pages/service-worker';
import { WishlistPage } from './pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * After the first visit the map needs no network: the catalogue, the list,
 * search and popups come from IndexedDB, and the page itself and the basemap
 * from the service worker's precache. The test reloads with the network off:
 * a real cold start.
 */
test('with the network off after the first visit, the map, list, search and popups still work', async ({
  page,
  context,
  request,
}) => {
  const catalogue = await fetchCatalogue(request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  const landing = new LandingPage(page);

  // First visit, online: landing page, then the map (downloads the catalogue).
  await landing.goto();
  await landing.callToAction('地図を見る').click();
  await mapPage.waitForMarkers();
  await expect(mapPage.resultCount).toHaveText(`${formatNumber(catalogue.count, 'ja')} 件`);
  await new ServiceWorkerState(page).waitUntilControlling();

  // Network off. Any /api request from here on fails, and is counted if it did not.
  let apiAnswered = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswered++;
  });
  await context.setOffline(true);

  // A cold start: the page, its code and the basemap come from the service worker.
  await page.reload();

  await expect(mapPage.map).toHaveAttribute('data-basemap', 'ready');
  await expect(mapPage.map).toHaveAttribute('data-basemap-features', /^[1-9]\d*$/);
  await expect(mapPage.map).toHaveAttribute('data-rendered-groups', '9');
  await expect(mapPage.resultCount).toHaveText(`${formatNumber(catalogue.count, 'ja')} 件`);

  await mapPage.searchBox.fill('京都');
  await mapPage.listItem(/古都京都の文化財/).click();
  const popup = mapPage.popup(kyoto.name);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(kyoto.description);

  expect(apiAnswered).toBe(0);
});

test.describe('before the service worker holds the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('a popup whose own part cannot be fetched says so in the popup, keeps the map, and retries', async ({
    page,
    request,
  }) => {
    const catalogue = await fetchCatalogue(request);
    const kyoto = siteNamed(catalogue, '古都京都');
    const mapPage = new MapPage(page);
    // The code of the popup's wishlist toggle, visit form and comments, fetched when a popup
    // first opens: the connection is gone at that moment.
    const slotsCode = /\/assets\/popup-slots-[\w-]+\.js$/;
    await page.route(slotsCode, (route) => route.abort('internetdisconnected'));

    const popup = await mapPage.openSite(kyoto);
    const failed = popup.getByRole('region', {
      name: 'ウィッシュリスト・記録・コメントを読み込めませんでした',
    });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('通信環境を確認して、もう一度お試しください。');
    // The rest of the screen stays: the site's own texts and the map.
    await expect(popup).toContainText(kyoto.description);
    await expect(mapPage.map).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ページを表示できませんでした' })).toHaveCount(
      0,
    );

    // The connection is back: the retry fetches the code again.
    await page.unroute(slotsCode);
    await failed.getByRole('button', { name: 'もう一度試す' }).click();
    await expect(WishlistPage.toggle(popup)).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
