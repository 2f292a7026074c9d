import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
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
