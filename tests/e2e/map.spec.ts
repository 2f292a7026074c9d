import { formatNumber } from '../../src/client/i18n/format';
import { WORLD_REGION_IDS } from '../../src/shared/map/world-regions';
import { MapPage } from './pages/map-page';
import { fetchCatalogue, regionGroup, siteNamed } from './support/catalogue';
import { holdRequests } from './support/held-requests';
import { expect, test } from './support/test';

const count = (n: number) => `${formatNumber(n, 'ja')} 件`;

// The other specs run with reduced motion; here the map's flights and zooms are animated,
// as most people see them, so their ends (popup opened, markers redrawn) are tested too.
test.use({ reducedMotion: 'no-preference' });

test('the first visit downloads the catalogue behind a progress bar, then groups by region at zoom 2', async ({
  page,
  request,
}) => {
  const catalogue = await fetchCatalogue(request);
  // Every value the progress bar takes, in order.
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // Hold the download until the loading screen has been seen.
  const release = await holdRequests(page, '**/api/heritage/catalogue/');

  // A slow phone link (about 2.4 s for the catalogue), so the bar has bytes to count.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 250_000,
    uploadThroughput: 250_000,
  });

  const mapPage = new MapPage(page);
  await mapPage.goto();
  await expect(mapPage.progressBar).toBeVisible();
  await expect(page.getByText('ダウンロードは初回だけです')).toBeVisible();
  release();

  await expect(mapPage.progressBar).toBeHidden();
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  // It counted the bytes as they came (not just jumped to full when storing began) and
  // never went backwards.
  expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
  expect(seen.at(-1)).toBe(100);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);

  await expect(mapPage.resultCount).toHaveText(count(catalogue.count));
  await expect(mapPage.map).toHaveAttribute('data-zoom', '2');
  await expect(mapPage.map).toHaveAttribute('data-band', 'region');
  await expect(mapPage.map).toHaveAttribute(
    'data-rendered-groups',
    String(WORLD_REGION_IDS.length),
  );
  await expect(mapPage.map).toHaveAttribute('data-rendered-markers', '0');
  await expect(mapPage.map).toHaveAttribute('data-basemap', 'ready');
  await expect(mapPage.map.getByRole('status')).toHaveText('地域ごとに 9 のグループを表示中');
  await expect(
    mapPage.map.getByRole('link', { name: 'OpenStreetMap contributors' }),
  ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
});

test('zooming in with the button shows single markers from zoom 13', async ({ page }) => {
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();
  await mapPage.zoomInTo(5);
  await expect(mapPage.map).toHaveAttribute('data-band', 'country');
  await mapPage.zoomInTo(13);
  await expect(mapPage.map).toHaveAttribute('data-band', 'single');
  await expect(mapPage.map).toHaveAttribute('data-rendered-groups', '0');
  await expect(mapPage.map).toHaveAttribute('data-rendered-markers', /^[1-9]\d*$/);
});

test('search for 京都 finds Ancient Kyoto; choosing it flies there and opens its popup', async ({
  page,
  request,
}) => {
  const catalogue = await fetchCatalogue(request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();

  await mapPage.searchBox.fill('京都');
  await expect(mapPage.resultCount).toHaveText(`${count(catalogue.count)}中 1 件`);
  // Width and case do not matter: full-width capitals find the English name.
  await mapPage.searchBox.fill('ＡＮＣＩＥＮＴ ＫＹＯＴＯ');
  await expect(mapPage.listItem(/古都京都の文化財/)).toBeVisible();

  await mapPage.listItem(/古都京都の文化財/).click();
  const popup = mapPage.popup(kyoto.name);
  await expect(popup).toBeVisible();
  await expect(mapPage.map).toHaveAttribute('data-zoom', '15');
  await expect(mapPage.map).toHaveAttribute('data-band', 'single');
  await expect(popup).toContainText(kyoto.name_en);
  await expect(popup).toContainText('日本');
  await expect(popup).toContainText('アジア・太平洋');
  await expect(popup).toContainText(`${kyoto.inscription_year}年`);
  await expect(popup).toContainText('機械翻訳');
  await expect(popup).toContainText(kyoto.description);
  await expect(
    popup.getByRole('link', { name: /ユネスコ世界遺産センターのページ/ }),
  ).toHaveAttribute('href', kyoto.unesco_url);

  await popup.getByRole('button', { name: '英語の原文を表示' }).click();
  await expect(popup).toContainText(kyoto.description_en);
  await popup.getByRole('button', { name: '閉じる' }).click();
  await expect(popup).toBeHidden();
});

test('/map?focus=<id> opens the map on that site', async ({ page, request }) => {
  const catalogue = await fetchCatalogue(request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  await mapPage.openSite(kyoto);
  await expect(mapPage.map).toHaveAttribute('data-zoom', '15');
  const [lng, lat] = String(await mapPage.map.getAttribute('data-center'))
    .split(',')
    .map(Number);
  // Centred on the site, give or take the pan that makes room for the popup.
  expect(lng).toBeCloseTo(kyoto.longitude as number, 1);
  expect(lat).toBeCloseTo(kyoto.latitude as number, 1);
  await expect(page).toHaveURL('/map');
});

test('clicking a group zooms to it and lists up to 20 of its sites', async ({ page, request }) => {
  const catalogue = await fetchCatalogue(request);
  const group = regionGroup(catalogue, 'south_asia');
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();

  await mapPage.clickAt(group.centre.lng, group.centre.lat);
  const popup = mapPage.popup(`南アジア（${group.count} 件）`);
  await expect(popup).toBeVisible();
  const sites = popup.getByRole('list', { name: '南アジア の世界遺産' }).getByRole('button');
  await expect(sites).toHaveCount(20);
  await expect(popup).toContainText(`ほか ${group.count - 20} 件`);
  const zoom = async () => Number(await mapPage.map.getAttribute('data-zoom'));
  await expect.poll(zoom).toBeGreaterThan(2);
  expect(await zoom()).toBeLessThanOrEqual(10);

  const firstName = (await sites.first().textContent()) ?? '';
  expect(catalogue.sites.some((s) => s.name === firstName)).toBe(true);
  await sites.first().click();
  await expect(mapPage.popup(firstName)).toBeVisible();
  await expect(mapPage.map).toHaveAttribute('data-zoom', '15');
});

test('the display mode is remembered: detail draws every site at zoom 2', async ({
  page,
  request,
}) => {
  const catalogue = await fetchCatalogue(request);
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();
  await mapPage.openLegend();
  await mapPage.displayMode('詳細').check();
  await expect(mapPage.map).toHaveAttribute('data-band', 'single');
  await expect(mapPage.map).toHaveAttribute('data-rendered-markers', String(catalogue.count));
  expect(await page.evaluate(() => localStorage.getItem('mapDisplayMode'))).toBe('detail');

  await page.reload();
  await mapPage.openLegend();
  await expect(mapPage.displayMode('詳細')).toBeChecked();
  await expect(mapPage.map).toHaveAttribute('data-band', 'single');
  await mapPage.displayMode('自動').check();
  await expect(mapPage.map).toHaveAttribute('data-band', 'region');
});
