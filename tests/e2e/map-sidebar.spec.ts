import type { Page } from '@playwright/test';
import { formatNumber } from '../../src/client/i18n/format';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, test } from './support/test';

const count = (n: number) => formatNumber(n, 'ja');

test('type, region and country filters change the count', async ({ page, request }) => {
  const { sites } = await fetchCatalogue(request);
  const natural = sites.filter((s) => s.heritage_type === 'natural');
  const naturalAsia = natural.filter((s) => s.region_en === 'Asia and the Pacific');
  const naturalJapan = naturalAsia.filter((s) => s.countries.some((c) => c.code === 'jp'));
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await expect(mapPage.resultCount).toHaveText(`${count(sites.length)} 件`);

  await mapPage.typeFilter('自然遺産').check();
  await expect(mapPage.resultCount).toHaveText(
    `${count(sites.length)} 件中 ${count(natural.length)} 件`,
  );

  await mapPage.select('地域').selectOption('Asia and the Pacific');
  await expect(mapPage.resultCount).toHaveText(
    `${count(sites.length)} 件中 ${count(naturalAsia.length)} 件`,
  );

  await mapPage.select('国').selectOption('jp');
  await expect(mapPage.resultCount).toHaveText(
    `${count(sites.length)} 件中 ${count(naturalJapan.length)} 件`,
  );
  await expect(mapPage.listItem(/屋久島/)).toBeVisible();

  await mapPage.resetFiltersButton.click();
  await expect(mapPage.resultCount).toHaveText(`${count(sites.length)} 件`);
  await expect(mapPage.typeFilter('すべて')).toBeChecked();
});

test('a search that matches nothing says so', async ({ page }) => {
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.searchBox.fill('zzzzzz');
  await expect(mapPage.sidebar.getByText('条件に合う世界遺産はありません')).toBeVisible();
  await mapPage.sidebar.getByRole('button', { name: '検索語を消去' }).click();
  await expect(mapPage.searchBox).toHaveValue('');
});

test('the list renders only the rows in view, each 110 px high', async ({ page, request }) => {
  const { sites } = await fetchCatalogue(request);
  const mapPage = new MapPage(page);
  await mapPage.goto();
  const rows = mapPage.siteList.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(30);
  expect((await rows.first().boundingBox())?.height).toBe(110);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(sites.length));

  // Keyboard: End reaches the last site, which is then in the DOM.
  await mapPage.siteList.getByRole('button').first().focus();
  await page.keyboard.press('End');
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(sites.length));
  await expect(mapPage.siteList.getByRole('button').last()).toBeFocused();
});

/** The stored list order for Japanese, read from IndexedDB as the app stored it (or null). */
function storedListOrder(page: Page, remove = false): Promise<string | null> {
  return page.evaluate(
    ({ remove }) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('heritage-passport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('meta', 'readwrite').objectStore('meta');
          const key = 'catalogue-list-order:ja';
          const request = remove ? store.delete(key) : store.get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(remove ? null : ((request.result?.value as string | undefined) ?? null));
          };
        };
      }),
    { remove },
  );
}

test('a catalogue stored without a list order lists in the same order, and keeps the order for next time', async ({
  page,
}) => {
  const mapPage = new MapPage(page);
  const firstRows = () => mapPage.siteList.getByRole('button').allInnerTexts();
  await mapPage.goto();
  await expect(mapPage.siteList.getByRole('button').first()).toBeVisible();
  const shown = await firstRows();
  const stored = await storedListOrder(page);
  expect(stored).toMatch(/^\d+(,\d+)+$/);

  // As a catalogue stored by an earlier version of the app: no order beside it.
  await storedListOrder(page, true);
  await page.reload();
  await expect(mapPage.siteList.getByRole('button').first()).toBeVisible();
  expect(await firstRows()).toEqual(shown);
  await expect.poll(() => storedListOrder(page)).toBe(stored);
});

test.describe('on a 1280 px window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar sits beside the map and collapses by itself at 1024 px', async ({ page }) => {
    const mapPage = new MapPage(page);
    await mapPage.goto();
    await expect(mapPage.sidebar).toBeVisible();
    await expect(mapPage.openListButton).toBeHidden();

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(mapPage.sidebar).toBeHidden();
    await expect(mapPage.openListButton).toHaveAttribute('aria-expanded', 'false');

    await mapPage.openListButton.click();
    await expect(mapPage.sidebar).toBeVisible();
    await mapPage.closeListButton.click();
    await expect(mapPage.sidebar).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(mapPage.sidebar).toBeVisible();
  });
});

test.describe('on a 1024 px window', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the sidebar starts collapsed and can be reopened', async ({ page }) => {
    const mapPage = new MapPage(page);
    await mapPage.goto();
    await mapPage.waitForMarkers();
    await expect(mapPage.sidebar).toBeHidden();
    await mapPage.openListButton.click();
    await expect(mapPage.sidebar).toBeVisible();
    await expect(mapPage.searchBox).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the map starts on the whole world, and the list drawer leads to a popup', async ({
    page,
    request,
  }) => {
    const kyoto = siteNamed(await fetchCatalogue(request), '古都京都');
    const mapPage = new MapPage(page);
    await mapPage.goto();
    await expect(mapPage.map).toHaveAttribute('data-zoom', '1.5');
    const centre = String(await mapPage.map.getAttribute('data-center'))
      .split(',')
      .map(Number);
    expect(Math.abs(centre[0] ?? 1)).toBeLessThan(0.001);
    expect(Math.abs(centre[1] ?? 1)).toBeLessThan(0.001);
    await expect(mapPage.sidebar).toBeHidden();

    await mapPage.openListButton.click();
    await expect(mapPage.sidebar).toBeInViewport({ ratio: 1 }); // slid all the way in
    await mapPage.searchBox.fill('京都');
    await mapPage.listItem(/古都京都の文化財/).click();
    // Choosing a site closes the drawer so the map and the popup show.
    await expect(mapPage.sidebar).toBeHidden();
    const popup = mapPage.popup(kyoto.name);
    await expect(popup).toBeVisible();
    // The map pans until the whole popup (at most 350 px wide) is on the screen. Not ratio 1:
    // the pan ends on a fractional pixel, and Chromium then reports 0.9999998 for a popup
    // wholly inside; 0.999 still fails a popup cut by even half a pixel along its edge.
    await expect(popup).toBeInViewport({ ratio: 0.999 });
    expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(350);
  });

  test('the list drawer keeps its place: closed and opened again, the same sites show', async ({
    page,
  }) => {
    const mapPage = new MapPage(page);
    await mapPage.goto();
    await mapPage.openListButton.click();
    await expect(mapPage.sidebar).toBeInViewport({ ratio: 1 });
    const rows = mapPage.siteList.getByRole('listitem');
    await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
    // Scroll a long way down: the first row in the DOM is then far from the top.
    await mapPage.siteList.hover();
    await page.mouse.wheel(0, 20_000);
    await expect(rows.first()).not.toHaveAttribute('aria-posinset', '1');
    const firstShown = await rows.first().getAttribute('aria-posinset');

    await mapPage.closeListButton.click();
    await expect(mapPage.sidebar).toBeHidden();
    await mapPage.openListButton.click();
    await expect(mapPage.sidebar).toBeInViewport({ ratio: 1 });
    await expect(rows.first()).toHaveAttribute('aria-posinset', String(firstShown));
  });
});

test('the own-visits filter, visited marker and visited ring appear only when signed in', async ({
  page,
}) => {
  const mapPage = new MapPage(page);
  await mapPage.goto();
  await mapPage.waitForMarkers();
  await mapPage.openLegend();
  const visitsFilter = mapPage.sidebar.getByRole('combobox', { name: '訪問状況' });
  const visitedRing = mapPage.legend.getByRole('img', { name: /^訪問率/ });
  await expect(visitsFilter).toHaveCount(0);
  await expect(mapPage.legend.getByText('訪問済み')).toHaveCount(0);
  await expect(visitedRing).toHaveCount(0);

  await signedIn(page); // ends on /map
  await mapPage.waitForMarkers();
  await mapPage.openLegend();
  await expect(visitsFilter).toBeVisible();
  await expect(mapPage.legend.getByText('訪問済み')).toBeVisible();
  // No visits are stored locally yet (the visits issue adds them): 0 %, nothing faked.
  await expect(visitedRing).toHaveAccessibleName('訪問率 0%');
  await visitsFilter.selectOption('visited');
  await expect(mapPage.sidebar.getByText('条件に合う世界遺産はありません')).toBeVisible();
});
