import { CookieBanner } from './pages/cookie-banner';
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
