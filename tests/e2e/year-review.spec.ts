import { readFile } from 'node:fs/promises';
import type { CatalogueSite } from '../../src/shared/api/catalogue';
import { statValue } from './pages/collecting-pages';
import { LoginPage } from './pages/login-page';
import { ServiceWorkerState } from './pages/service-worker';
import { pngSize, YearReviewPage } from './pages/year-review-page';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue } from './support/catalogue';
import { postDatedVisits } from './support/collecting-seed';
import { registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

/** Two single-country sites in one country and one in another. */
function threeSites(
  sites: readonly CatalogueSite[],
): [CatalogueSite, CatalogueSite, CatalogueSite] {
  const single = sites.filter(
    (s) => !s.transboundary && s.countries.length === 1 && s.countries[0]?.code,
  );
  const code = (site: CatalogueSite) => site.countries[0]?.code ?? '';
  const first = single.find((s) => single.some((t) => t.id !== s.id && code(t) === code(s)));
  const second = single.find((s) => s.id !== first?.id && code(s) === code(first ?? s));
  const other = single.find((s) => code(s) !== '' && code(s) !== code(first ?? s));
  if (!first || !second || !other) throw new Error('catalogue: no sites to review');
  return [first, second, other];
}

test('the year in review renders offline from the device, and its share image is a PNG', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const [home, homeAgain, abroad] = threeSites(catalogue.sites);
  const me = await registerTraveller(page.request, '振り返る花子');
  await postDatedVisits(page.request, me, [
    { siteId: home.id, visitedDate: '2024-06-01' },
    { siteId: homeAgain.id, visitedDate: '2025-03-10' },
    { siteId: abroad.id, visitedDate: '2025-08-20' },
  ]);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  // The entry points: the profile and the dashboard lead to this year's review; the year
  // picker to 2025.
  const thisYear = new Date().getFullYear();
  const thisYearLink = page
    .getByRole('main')
    .getByRole('link', { name: `${thisYear}年のふりかえり` });
  await page.goto('/profile');
  await expect(thisYearLink).toHaveAttribute('href', `/review/${thisYear}`);
  await page.goto('/dashboard');
  await thisYearLink.click();
  const review = new YearReviewPage(page);
  await expect(review.heading(thisYear)).toBeVisible();
  await expect(review.year(2024)).toBeVisible();
  await review.year(2025).click();
  await expect(review.heading(2025)).toBeVisible();
  await expect(statValue(review.stats, '訪れた世界遺産')).toHaveText(/^2\s*件$/);
  await new ServiceWorkerState(page).waitUntilControlling();

  await context.setOffline(true);
  await page.reload();
  await expect(review.heading(2025)).toBeVisible();
  await expect(statValue(review.stats, '訪れた世界遺産')).toHaveText(/^2\s*件$/);
  await expect(statValue(review.stats, '訪れた国')).toHaveText(/^2\s*か国$/);
  // The home country was first visited in 2024: only the other one is new in 2025.
  await expect(statValue(review.stats, '初めて訪れた国')).toHaveText(/^1\s*か国$/);
  await expect(review.newCountries).toContainText(abroad.countries[0]?.name ?? '');
  await expect(review.newCountries).not.toContainText(home.countries[0]?.name ?? '');
  await expect(review.map).toBeVisible();
  // The land and the borders come from the precached basemap; a dot per site.
  await expect(review.map.locator('path')).toHaveCount(2);
  await expect(review.map.locator('circle')).toHaveCount(2);
  await expect(review.firstAndLast).toContainText(homeAgain.name);
  await expect(review.firstAndLast).toContainText(abroad.name);
  // The first site was in 2024: so was the first badge.
  await expect(review.badges).not.toContainText('はじめの一歩');

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSeriousViolations(page, '/review/2025 (phone, offline)');

  const download = page.waitForEvent('download');
  await review.share.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('heritage-passport-2025.png');
  const bytes = await readFile(await file.path());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  await expect(review.shareStatus).toHaveText('画像を保存しました');

  await review.year(2024).click();
  await expect(review.heading(2024)).toBeVisible();
  await expect(review.badges).toContainText('はじめの一歩');
});

/** What the stand-in share sheet kept. */
type SheetWindow = {
  shareSheet: { closedOnce: boolean; shared: { name: string; type: string; bytes: number[] }[] };
};

test("where the browser shares files, the picture goes to the system's share sheet, not a download", async ({
  page,
}) => {
  // The share sheet is the operating system's: the edge of the world, so it is stood in for.
  // It keeps what it was given; the first time it is closed without sharing (AbortError).
  await page.addInitScript(() => {
    const sheet = {
      closedOnce: false,
      shared: [] as { name: string; type: string; bytes: number[] }[],
    };
    Object.assign(window, { shareSheet: sheet });
    Object.defineProperty(navigator, 'canShare', {
      value: (data: ShareData) => (data.files ?? []).every((f) => f.type === 'image/png'),
    });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        if (!sheet.closedOnce) {
          sheet.closedOnce = true;
          throw new DOMException('closed', 'AbortError');
        }
        for (const file of data.files ?? []) {
          sheet.shared.push({
            name: file.name,
            type: file.type,
            bytes: [...new Uint8Array(await file.arrayBuffer())],
          });
        }
      },
    });
  });
  const catalogue = await fetchCatalogue(page.request);
  const [site] = threeSites(catalogue.sites);
  const me = await registerTraveller(page.request, '共有する次郎');
  await postDatedVisits(page.request, me, [{ siteId: site.id, visitedDate: '2025-05-05' }]);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');
  const review = new YearReviewPage(page);
  await review.goto(2025);
  await expect(statValue(review.stats, '訪れた世界遺産')).toHaveText(/^1\s*件$/);

  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  // Closing the sheet is no failure and saves nothing.
  await review.share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SheetWindow).shareSheet.closedOnce))
    .toBe(true);
  await expect(review.share).toBeEnabled();
  await expect(review.shareStatus).toHaveText('');
  await review.share.click();
  await expect(review.shareStatus).toHaveText('画像を共有しました');
  const shared = await page.evaluate(() => (window as unknown as SheetWindow).shareSheet.shared);
  expect(shared.map(({ name, type }) => ({ name, type }))).toEqual([
    { name: 'heritage-passport-2025.png', type: 'image/png' },
  ]);
  expect(pngSize(Buffer.from(shared[0]?.bytes ?? []))).toEqual({ width: 1200, height: 630 });
  expect(downloads).toBe(0);
});
