import { formatNumber } from '../../src/client/i18n/format';
import { LandingPage } from './pages/landing-page';
import { MapPage } from './pages/map-page';
import { ServiceWorkerState } from './pages/service-worker';
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
