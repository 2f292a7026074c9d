import { AppHeader } from './pages/app-header';
import { CookieBanner } from './pages/cookie-banner';
import { MapPage } from './pages/map-page';
import { APP_SCRIPT, holdRequests } from './support/held-requests';
import { withJavaScriptOff } from './support/javascript-off';
import { expect, test } from './support/test';

// /map is prerendered (scripts/prerender-pages.ts): a first-time visitor sees the shell
// (header, a map-sized placeholder, footer and, until answered, the cookie banner) as soon
// as the HTML and CSS arrive. The app then adopts that markup and draws only the map.

test('the map screen is in the HTML itself: header, placeholder and title before any script runs', async ({
  browser,
  baseURL,
}) => {
  await withJavaScriptOff(browser, baseURL, async (page) => {
    await page.goto('/map');
    await expect(page).toHaveTitle('地図 | Heritage Passport');
    const header = new AppHeader(page);
    await expect(header.link('地図')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('読み込み中…');
    await expect(page.getByRole('heading', { level: 1, name: '世界遺産マップ' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.boot-splash')).toBeHidden();
    // Without JavaScript no answer could be recorded: the banner stays hidden.
    await expect(new CookieBanner(page).region).toBeHidden();
  });
});

test('the app adopts the prerendered map screen: the header and banner stay, the map comes in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's script waits until the shell the HTML brought is marked; a shell drawn again
  // would have new elements without the marks.
  const release = await holdRequests(page, APP_SCRIPT);
  await page.goto('/map', { waitUntil: 'commit' });
  const banner = new CookieBanner(page);
  const header = page.getByRole('banner');
  // The visitor has not answered yet, so the banner shows before the app's script runs.
  await expect(banner.region).toBeVisible();
  await banner.region.evaluate((element) => element.setAttribute('data-from-html', ''));
  await header.evaluate((element) => element.setAttribute('data-from-html', ''));
  release();

  const map = new MapPage(page);
  await expect(map.map).toBeVisible();
  await expect(page.locator('.map-screen-pending')).toHaveCount(0);
  await expect(header).toHaveAttribute('data-from-html', '');
  await expect(banner.region).toHaveAttribute('data-from-html', '');
  expect(errors).toEqual([]); // React reports a markup it could not adopt as an error
  // The adopted banner works.
  await banner.acceptButton.click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.storedAnswer()).toBe('accepted');
});

test('an answer given on the prerendered cookie banner before the app runs is kept', async ({
  page,
}) => {
  const release = await holdRequests(page, APP_SCRIPT);
  await page.goto('/map', { waitUntil: 'commit' });
  const banner = new CookieBanner(page);
  await banner.declineButton.click();
  await expect(banner.region).toBeHidden();
  expect(await banner.storedAnswer()).toBe('declined');

  release();
  await expect(new MapPage(page).map).toBeVisible();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.storedAnswer()).toBe('declined');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a tap on the menu button before the app has arrived opens the menu once it has', async ({
    page,
  }) => {
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto('/map', { waitUntil: 'commit' });
    const header = new AppHeader(page);
    await header.menuButton.click();
    // Nothing can answer yet: the page is only HTML and CSS.
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navigation).toBeHidden();

    release();
    await expect(new MapPage(page).map).toBeVisible();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.link('ランキング')).toBeVisible();
    // From now on the app answers taps itself, once each: a second tap closes the menu.
    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navigation).toBeHidden();
  });
});

test('the prerendered map paints before it asks for any script; the empty shell asks for its scripts at once', async ({
  page,
}) => {
  const scriptsInHtml = (html: string) =>
    [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].length;
  /** When the page's first contentful paint and each of its app scripts started (ms). */
  const startTimes = () =>
    page.evaluate(() => ({
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));

  const map = await page.goto('/map');
  expect(scriptsInHtml((await map?.text()) ?? '')).toBe(0);
  await expect(new MapPage(page).map).toBeVisible();
  const onMap = await startTimes();
  expect(onMap.scripts.length).toBeGreaterThan(3);
  for (const start of onMap.scripts) expect(start).toBeGreaterThan(onMap.firstContentfulPaint);

  // A screen with nothing prerendered needs its scripts to show anything: they are in its HTML.
  const shell = await page.goto('/ranking');
  expect(scriptsInHtml((await shell?.text()) ?? '')).toBeGreaterThan(3);
});
