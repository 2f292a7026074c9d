import { formatNumber } from '../../src/client/i18n/format';
import { CookieBanner } from './pages/cookie-banner';
import { LandingPage } from './pages/landing-page';
import { SiteFooter } from './pages/site-footer';
import { APP_SCRIPT, holdRequests } from './support/held-requests';
import { withJavaScriptOff } from './support/javascript-off';
import { expect, test } from './support/test';

/** The community's figures as the server reports them: the counters must land on exactly these. */
async function communityFigures(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/heritage/community/');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { sites: number; travellers: number; visits: number };
  expect(body.sites).toBeGreaterThan(0);
  return body;
}

test('the landing page speaks Japanese and counts up to the real figures', async ({
  page,
  request,
}) => {
  const figures = await communityFigures(request);
  const landing = new LandingPage(page);
  await landing.goto();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('ホーム | Heritage Passport');
  await expect(landing.heading).toHaveText('世界遺産をめぐる旅を、一冊のパスポートに。');
  await expect(landing.counterDigits).toHaveText(formatNumber(figures.sites, 'ja'));
  // Other tests add travellers and visits meanwhile: at least the figures asked above.
  const shown = async (locator: import('@playwright/test').Locator) =>
    Number((await locator.textContent())?.replaceAll(',', ''));
  await expect
    .poll(() => shown(landing.travellerDigits))
    .toBeGreaterThanOrEqual(figures.travellers);
  await expect.poll(() => shown(landing.visitDigits)).toBeGreaterThanOrEqual(figures.visits);
  await expect(landing.counterStatus).toContainText(
    `${formatNumber(figures.sites, 'ja')} 件の世界遺産を収録しています。`,
  );
});

test('with reduced motion the counter shows the final number', async ({ page, request }) => {
  const { sites } = await communityFigures(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.counterDigits).toHaveText(formatNumber(sites, 'ja'));
});

test('with no answer and no figures kept, the counter claims no number', async ({ page }) => {
  await page.route('**/api/heritage/community/', (route) => route.abort('internetdisconnected'));
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(page.getByText('ユネスコ世界遺産リストの世界遺産を収録しています')).toBeVisible();
  await expect(landing.counterDigits).toHaveCount(0);
});

test('the landing page leads to sign-up, log-in and the map', async ({ page }) => {
  const landing = new LandingPage(page);
  for (const [name, path] of [
    ['無料で始める', '/register'],
    ['ログイン', '/login'],
    ['地図を見る', '/map'],
  ] as const) {
    await landing.goto();
    await landing.callToAction(name).click();
    await expect(page).toHaveURL(path);
  }
});

test('every page credits the UNESCO catalogue', async ({ page }) => {
  for (const path of ['/', '/map']) {
    await page.goto(path);
    const footer = new SiteFooter(page).footer;
    await expect(footer).toContainText(
      '出典: UNESCO World Heritage Centre（世界遺産リスト）。解説文は CC BY-SA 3.0 IGO',
    );
    await expect(
      footer.getByRole('link', { name: 'UNESCO World Heritage Centre' }),
    ).toHaveAttribute('href', 'https://whc.unesco.org/');
  }
});

test('the landing page is in the HTML itself: readable and its links work before any script runs', async ({
  browser,
  baseURL,
}) => {
  // What a first-time visitor on a slow network sees while the JavaScript is still on its way.
  await withJavaScriptOff(browser, baseURL, async (page) => {
    const landing = new LandingPage(page);
    await page.goto('/'); // no app will take over: it cannot run here
    await expect(landing.heading).toHaveText('世界遺産をめぐる旅を、一冊のパスポートに。');
    await expect(page.getByRole('heading', { level: 2, name: 'できること' })).toBeVisible();
    await expect(landing.callToAction('無料で始める')).toHaveAttribute('href', '/register');
    // Styled already: the page links the landing route's stylesheets itself (they used to
    // arrive with its script, so the page showed unstyled and then jumped).
    const start = landing.callToAction('無料で始める');
    await expect(start).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect((await start.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // The baked-in cookie banner shows only where the boot script found no stored answer;
    // without JavaScript nothing could record one, so its buttons would do nothing.
    await expect(new CookieBanner(page).region).toBeHidden();
    await landing.callToAction('地図を見る').click();
    await expect(page).toHaveURL(/\/map$/);
  });
});

test('the app adopts the prerendered landing page instead of drawing it again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's script waits until the heading the HTML brought is marked; a page drawn
  // again would have a new heading without the mark.
  const release = await holdRequests(page, APP_SCRIPT);
  const landing = new LandingPage(page);
  await page.goto('/', { waitUntil: 'commit' });
  await landing.heading.evaluate((heading) => heading.setAttribute('data-from-html', ''));
  release();
  // The app is running once the counter has its figure and the cookie banner is shown.
  await expect(page.getByTestId('site-counter')).not.toHaveText('—');
  await expect(new CookieBanner(page).region).toBeVisible();
  await expect(landing.heading).toHaveAttribute('data-from-html', '');
  expect(errors).toEqual([]); // React reports a markup it could not adopt as an error
});

test('the footer marks demo data only when the server says it runs on the demo community', async ({
  page,
}) => {
  const footer = new SiteFooter(page);
  const landing = new LandingPage(page);
  // The test server runs on real data: no mark, once the footer has its answer (the
  // landing page asks /api/health once, for the footer; the counter asks for its figures).
  let answered = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/health') answered += 1;
  });
  await landing.goto();
  await expect.poll(() => answered).toBe(1);
  await expect(footer.demoMark).toHaveCount(0);

  // `npm run demo` answers demo: true (tests/api/demo-seed.test.ts proves the server side).
  await page.route('**/api/health', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), demo: true } });
  });
  await page.reload();
  await expect(footer.demoMark).toHaveText(
    'デモデータ: ここにいる旅行者、訪問、コメントはすべて自動生成された架空のものです。',
  );
});
