import { formatDate } from '../../src/client/i18n/format';
import { LoginPage } from './pages/login-page';
import { SiteFooter } from './pages/site-footer';
import { fetchCatalogue } from './support/catalogue';
import { postDatedVisits, singleCountrySites } from './support/collecting-seed';
import { registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

/** The collecting screens in English: every word, unit and date of the traveller's language. */
test('in English, the ranking, the badges and the ranking setting speak English', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const sites = singleCountrySites(catalogue, 3);
  const me = await registerTraveller(page.request, `Traveller${Date.now() % 100000}`);
  await postDatedVisits(
    page.request,
    me,
    sites.map((site, i) => ({ siteId: site.id, visitedDate: `2025-0${i + 1}-10` })),
  );
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const main = page.getByRole('main');
  await page.goto('/ranking');
  await new SiteFooter(page).language('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  const mine = main.getByRole('region', { name: 'Your position' });
  await expect(mine).toContainText('3 sites');
  const byCountries = main
    .getByRole('group', { name: 'Rank by' })
    .getByRole('button', { name: 'Countries visited', exact: true });
  await byCountries.click();
  await expect(byCountries).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toContainText(/\d+ countr/);

  await page.goto('/badges');
  await expect(main.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  const firstStep = main.getByRole('article', { name: 'First step', exact: true });
  // Earned by the first visit: dated the day the traveller was there, in English.
  await expect(firstStep).toContainText(`Earned ${formatDate('2025-01-10', 'en')}`);
  await expect(main.getByRole('article', { name: '5 sites', exact: true })).toContainText(
    '2 more sites',
  );
  await expect(main.getByRole('button', { name: 'Check for new badges' })).toBeVisible();

  await page.goto('/profile');
  const setting = main.getByRole('checkbox', { name: 'Show me in rankings' });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(main.getByText('You no longer appear in rankings.')).toBeVisible();
  await page.goto('/ranking');
  await expect(mine).toContainText('others do not see you');
});
