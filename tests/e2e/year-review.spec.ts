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
