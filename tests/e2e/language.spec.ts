import { LandingPage } from './pages/landing-page';
import { SiteFooter } from './pages/site-footer';
import { expect, test } from './support/test';

test('switching to English changes the interface and is remembered', async ({ page }) => {
  const landing = new LandingPage(page);
  const footer = new SiteFooter(page);
  await landing.goto();
  await expect(landing.heading).toHaveText('世界遺産をめぐる旅を、一冊のパスポートに。');

  await footer.language('English').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(landing.heading).toHaveText('Every World Heritage journey, in one passport.');
  await expect(page.getByRole('link', { name: 'Get started free' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Home | Heritage Passport');
  await expect(footer.language('English')).toHaveAttribute('aria-pressed', 'true');
  expect(await footer.storedLocale()).toBe('en');

  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'World Heritage map' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await footer.language('日本語').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: '世界遺産マップ' })).toBeVisible();
});
