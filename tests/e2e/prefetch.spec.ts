import type { Page } from '@playwright/test';
import { RankingPage } from './pages/collecting-pages';
import { ServiceWorkerState } from './pages/service-worker';
import { FeedPage } from './pages/social-pages';
import { fetchCatalogue } from './support/catalogue';
import { postVisits, registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

/** The keys of the copies kept on the device for a visitor (db/read-cache-rows.ts). */
function visitorCopies(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('heritage-passport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('readCache', 'readonly')
            .objectStore('readCache')
            .getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(
              (request.result as [number, string][])
                .filter(([userId]) => userId === 0)
                .map(([, key]) => key),
            );
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/**
 * SPEC.md §7 Prefetch: a visitor who reads the landing page a few seconds later finds the
 * feed and the ranking on the device, so both open with no signal (with their age).
 */
test('after a few seconds on the landing page, the feed and the ranking open offline', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const traveller = await registerTraveller(page.request, '先に来た旅人');
  const comment = `prefetched-${Date.now()}`;
  await postVisits(page.request, traveller, [catalogue.sites[90]?.id ?? 1], () => comment);

  await page.goto('/');
  await new ServiceWorkerState(page).waitUntilControlling();
  await expect
    .poll(() => visitorCopies(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['feed:discover', 'ranking:total_visits:all_time']));

  await context.setOffline(true);
  const feed = new FeedPage(page);
  await feed.goto();
  await expect(feed.post(comment)).toBeVisible();
  await expect(feed.copyAge('の内容')).toBeVisible();
  const ranking = new RankingPage(page);
  await ranking.goto();
  await expect(ranking.rows.first()).toBeVisible();
  await expect(ranking.copyNotice()).toBeVisible();
});
