import type { Page } from '@playwright/test';
import { AppHeader } from './pages/app-header';
import { RouteErrorPage } from './pages/route-error-page';
import { expect, test } from './support/test';

// The requests of the page itself are what is failed here; the service worker would answer
// the screen's code from its precache once installed and claim the page.
test.use({ serviceWorkers: 'block' });

/**
 * Makes the server fail the ranking screen's code (its route chunk) with a 500 until
 * `recover()`, as a deployment or a network in trouble would; counts the failures.
 */
async function rankingCodeFails(
  page: Page,
): Promise<{ failures: () => number; recover: () => void }> {
  let failing = true;
  let failures = 0;
  await page.route(/\/assets\/ranking-[^/]+\.js$/, (route) => {
    if (!failing) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'unavailable' });
  });
  return {
    failures: () => failures,
    recover: () => {
      failing = false;
    },
  };
}

test('a screen whose code fails to load says so in Japanese and recovers on retry', async ({
  page,
}) => {
  const header = new AppHeader(page);
  const errorPage = new RouteErrorPage(page);
  const server = await rankingCodeFails(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'フィード' })).toBeVisible();

  await header.navigateTo('ランキング');
  await expect(errorPage.heading).toBeVisible();
  await expect(errorPage.alert).toContainText('問題が発生しました。もう一度お試しください。');
  await expect(page.getByRole('heading', { level: 1, name: 'ランキング' })).toHaveCount(0);
  expect(server.failures()).toBeGreaterThan(0);

  // Trying again asks for the code again: while the server still fails, the message stays.
  const failed = server.failures();
  await errorPage.retryButton.click();
  await expect.poll(() => server.failures()).toBeGreaterThan(failed);
  await expect(errorPage.heading).toBeVisible();

  server.recover();
  await errorPage.retryButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'ランキング' })).toBeVisible();
  await expect(errorPage.alert).toHaveCount(0);
  await expect(page).toHaveURL('/ranking');
});
