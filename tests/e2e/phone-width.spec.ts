import type { Locator, Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { MapPage } from './pages/map-page';
import { SiteFooter } from './pages/site-footer';
import { fetchCatalogue } from './support/catalogue';
import { postDatedVisits, singleCountrySites } from './support/collecting-seed';
import { registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

/**
 * Every screen fits a 360 px phone: nothing makes the page scroll sideways, at the top and
 * scrolled to the end (the landing page lays out its lower sections only as they come near,
 * and their placeholder size once made the page 736 px wide before they did).
 */
test.use({ viewport: { width: 360, height: 740 } });

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectFits(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  const fits = () =>
    expect.poll(() => pageWidth(page), { message: `${path} is wider than the phone` }).toBe(360);
  await fits();
  // And once everything further down has been laid out.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await fits();
}

test('no screen is wider than a 360 px phone, signed out or in', async ({ page }) => {
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/', '/login', '/register', '/feed', '/ranking', '/users/search']) {
    await expectFits(page, path, heading);
  }
  await expectFits(page, '/map', () => new MapPage(page).waitForMarkers());

  await signedIn(page);
  for (const path of [
    '/wishlist',
    '/profile',
    '/profile/delete-account',
    '/badges',
    '/dashboard',
    '/review/2025',
  ]) {
    await expectFits(page, path, heading);
  }
});

/** The words of `region` that the layout split across two lines. */
function splitWords(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

test('in English, the numbers of the profile and the dashboard keep their words whole and count one in the singular', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const [site] = singleCountrySites(catalogue, 1);
  const me = await registerTraveller(page.request, `Phone${Date.now() % 100000}`);
  await postDatedVisits(page.request, me, [
    { siteId: site?.id ?? 0, visitedDate: '2025-03-10', comment: 'Quiet at dawn.' },
  ]);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');
  await page.goto('/profile');
  await new SiteFooter(page).language('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const main = page.getByRole('main');
  const profileNumbers = main.getByRole('region', { name: 'Your visits' });
  await expect(profileNumbers).toContainText('of 1,');
  await expect(profileNumbers).toContainText(/1\s*site(?!s)/);
  await expect(profileNumbers).toContainText(/1\s*country/);
  expect(await splitWords(profileNumbers)).toEqual([]);

  await page.goto('/dashboard');
  const dashboardNumbers = main.getByRole('region', { name: 'Your visits' });
  await expect(dashboardNumbers).toContainText('of 1,');
  await expect(dashboardNumbers).toContainText(/1\s*site(?!s)/);
  await expect(dashboardNumbers).toContainText(/1\s*country/);
  await expect(dashboardNumbers).toContainText(/1\s*review(?!s)/);
  expect(await splitWords(dashboardNumbers)).toEqual([]);
});
