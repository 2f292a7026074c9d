import { CookieBanner } from './pages/cookie-banner';
import { LoginPage } from './pages/login-page';
import { ServiceWorkerState } from './pages/service-worker';
import { FeedPage } from './pages/social-pages';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { postVisits, registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

test('accepting hides the banner for good and stores "accepted"', async ({ page }) => {
  const banner = new CookieBanner(page);
  await page.goto('/');
  await expect(banner.region).toBeVisible();

  await banner.acceptButton.click();
  await expect(banner.region).toBeHidden();
  expect(await banner.storedAnswer()).toBe('accepted');

  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner.region).toBeHidden();
});

test('declining hides the banner and stores "declined"', async ({ page }) => {
  const banner = new CookieBanner(page);
  await page.goto('/map');
  await expect(banner.region).toBeVisible();

  await banner.declineButton.click();
  await expect(banner.region).toBeHidden();
  expect(await banner.storedAnswer()).toBe('declined');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner.region).toBeHidden();
});

for (const path of ['/', '/map']) {
  test(`a visitor who already answered never sees the banner flash on the prerendered ${path}`, async ({
    page,
  }) => {
    // Looks at every frame from the first one, so a banner the prerendered page showed
    // would be seen even if the app removed it a moment later.
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'declined');
      const everyFrame = () => {
        const banner = document.querySelector('[aria-label="Cookie の利用について"]');
        if (banner?.checkVisibility()) Object.assign(window, { cookieBannerSeen: true });
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    });
    await page.goto(path);
    // The app's script has run once its service worker controls the page.
    await new ServiceWorkerState(page).waitUntilControlling();
    expect(await page.evaluate(() => 'cookieBannerSeen' in window)).toBe(false);
    await expect(new CookieBanner(page).region).toHaveCount(0);
  });
}

/**
 * Analytics (SPEC.md §1, §4): the browser tests' server has a measurement id configured
 * (playwright.config.ts). gtag.js is answered by a stub that counts its loads, so nothing
 * leaves the machine; what the app queued for it is read from window.dataLayer.
 */
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js**';

async function stubGtag(page: import('@playwright/test').Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTAG_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStub = true;' });
  });
  return requested;
}

/** dataLayer entries (Arguments objects) as plain arrays. */
function dataLayer(page: import('@playwright/test').Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

test('declining loads no analytics and stores nothing for it', async ({ page, context }) => {
  const requested = await stubGtag(page);
  const banner = new CookieBanner(page);
  await page.goto('/map');
  await banner.declineButton.click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: '世界遺産を検索' }).fill('京都');

  expect(requested).toEqual([]);
  expect(await dataLayer(page)).toEqual([]);
  expect((await context.cookies()).filter((c) => c.name.startsWith('_ga'))).toEqual([]);
  const storedKeys = await page.evaluate(() => Object.keys(localStorage));
  expect(storedKeys.filter((key) => /ga|analytics|gtag/i.test(key))).toEqual([]);
});

test('accepting loads analytics with anonymised IP and no ad signals, and counts page views', async ({
  page,
}) => {
  const requested = await stubGtag(page);
  const banner = new CookieBanner(page);
  await page.goto('/');
  expect(requested).toEqual([]); // nothing before the answer
  await banner.acceptButton.click();

  await expect.poll(() => requested.length).toBe(1);
  expect(requested[0]).toContain('id=G-HPTEST0001');
  const queued = await dataLayer(page);
  expect(queued).toContainEqual([
    'config',
    'G-HPTEST0001',
    {
      anonymize_ip: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      send_page_view: false,
    },
  ]);
  expect(queued).toContainEqual([
    'consent',
    'default',
    expect.objectContaining({ ad_storage: 'denied', ad_personalization: 'denied' }),
  ]);

  // A navigation is a page view with the screen's title.
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry[1] === 'page_view'))
    .toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_title: await page.title() }),
    ]);
  // A map search, once typing stops, is a search event.
  await page.getByRole('searchbox', { name: '世界遺産を検索' }).fill('京都');
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry[1] === 'search'))
    .toEqual([['event', 'search', { search_term: '京都' }]]);
});

test('accepted, the feed, a like, a follow and an unfollow are counted', async ({ page }) => {
  const requested = await stubGtag(page);
  const catalogue = await fetchCatalogue(page.request);
  const author = await registerTraveller(page.request, '分析の旅人');
  const comment = `計測 ${Date.now().toString(36)}`;
  await postVisits(page.request, author, [siteNamed(catalogue, '古都京都').id], () => comment);
  const me = await registerTraveller(page.request, '分析を見る人');
  const login = new LoginPage(page);
  await login.goto();
  await new CookieBanner(page).acceptButton.click();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const events = async (name: string) =>
    (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === name);
  const feed = new FeedPage(page);
  await feed.goto();
  await expect.poll(() => requested.length).toBe(1);
  await expect
    .poll(() => events('feed_view'))
    .toEqual([['event', 'feed_view', { feed_type: 'discover' }]]);
  const post = feed.post(comment);
  await feed.likeButton(post).click();
  await expect
    .poll(() => events('like'))
    .toEqual([['event', 'like', { post_id: expect.any(Number) }]]);
  const follow = post.getByRole('button', { name: 'フォローする' });
  await follow.click();
  await expect.poll(() => events('follow')).toEqual([['event', 'follow', { user_id: author.id }]]);
  await post.getByRole('button', { name: 'フォロー中' }).click();
  await expect
    .poll(() => events('unfollow'))
    .toEqual([['event', 'unfollow', { user_id: author.id }]]);
});
