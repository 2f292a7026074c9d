import { AppHeader } from './pages/app-header';
import { CookieBanner } from './pages/cookie-banner';
import { MapPage } from './pages/map-page';
import { APP_SCRIPT, holdRequests } from './support/held-requests';
import { withJavaScriptOff } from './support/javascript-off';
import { expect, test } from './support/test';

// /map is prerendered (scripts/prerender-pages.ts): a first-time visitor sees the map screen's
// instant shell (header, a map-sized placeholder, footer and, until answered, the cookie banner)
// as soon as the HTML and CSS arrive. The app then renders the real screen over it, which looks
// the same until the map comes in.

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

test('the app renders the map screen over its instant shell: nothing moves, the map comes in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdRequests(page, APP_SCRIPT);
  await page.goto('/map', { waitUntil: 'commit' });
  const banner = new CookieBanner(page);
  const header = page.getByRole('banner');
  // The visitor has not answered yet, so the banner shows before the app's script runs.
  await expect(banner.region).toBeVisible();
  const headerBefore = await header.boundingBox();
  const footerBefore = await page.getByRole('contentinfo').boundingBox();
  await header.evaluate((element) => element.setAttribute('data-from-html', ''));
  release();

  const map = new MapPage(page);
  await expect(map.map).toBeVisible();
  await expect(page.locator('.map-screen-pending')).toHaveCount(0);
  // The header is the app's own now, in the same place.
  await expect(page.locator('[data-from-html]')).toHaveCount(0);
  expect(await header.boundingBox()).toEqual(headerBefore);
  expect(await page.getByRole('contentinfo').boundingBox()).toEqual(footerBefore);
  expect(errors).toEqual([]);
  // The app's banner works.
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

  test('a tap on the menu button right after the page has loaded opens the menu, and a second closes it', async ({
    page,
  }) => {
    await page.goto('/map');
    const header = new AppHeader(page);
    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.link('ランキング')).toBeVisible();
    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navigation).toBeHidden();
  });
});

test('the prerendered pages carry the same module script and preloads as the empty shell, and no other script but the consent one', async ({
  request,
}) => {
  const tagsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return {
      modules: [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)]
        .map((tag) => tag[0])
        .sort(),
      inline: [...html.matchAll(/<script>/g)].length,
    };
  };
  const shell = await tagsOf('/ranking');
  // One module script, and the first screen's own chunk preloaded beside it (docs/PERF.md P3).
  expect(shell.modules.filter((tag) => tag.startsWith('<script'))).toHaveLength(1);
  expect(shell.modules.some((tag) => /modulepreload.*\/assets\/first-screen-/.test(tag))).toBe(
    true,
  );
  expect(shell.inline).toBe(0);
  for (const path of ['/', '/map']) {
    const page = await tagsOf(path);
    expect(page.modules).toEqual(shell.modules);
    expect(page.inline).toBe(1); // public/boot/consent-state.js, allowed by its hash
  }
});
