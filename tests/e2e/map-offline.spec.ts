import { formatNumber } from '../../src/client/i18n/format';
import { LandingPage } from './pages/landing-page';
import { MapPage } from './pages/map-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * After the first visit the map needs no network: the catalogue, the list,
 * search and popups come from IndexedDB and the basemap ships with the app.
 *
 * There is no service worker yet, so a reload with the network off could not
 * load the page itself. Until there is, the test goes offline after the first
 * visit and leaves the map and comes back inside the app, which re-mounts the
 * map screen and reads everything again from IndexedDB. THE PWA ISSUE: once
 * the service worker precaches the app shell and the basemap, replace the
 * "leave and come back" steps with `await page.reload()` (a real cold start).
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

  // Network off. Any /api request from here on fails, and is counted if it did not.
  let apiAnswered = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswered++;
  });
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));

  // Leave the map and come back (see the comment above: later, page.reload()).
  await page.getByRole('banner').getByRole('link', { name: 'Heritage Passport' }).click();
  await expect(landing.heading).toBeVisible();
  await landing.callToAction('地図を見る').click();

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
