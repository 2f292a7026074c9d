import type { BrowserContext, Page } from '@playwright/test';
import { MapPage } from '../pages/map-page';
import { WishlistPage } from '../pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './catalogue';
import { expect } from './test';

/** The user's rows in the device's IndexedDB, counted in the page. */
export function localRows(
  page: Page,
): Promise<{ wishlist: number; visits: number; outbox: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('heritage-passport');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['wishlist', 'visits', 'outbox'], 'readonly');
          const counts = { wishlist: 0, visits: 0, outbox: 0 };
          for (const name of ['wishlist', 'visits', 'outbox'] as const) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => {
              counts[name] = request.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

/** A wishlist change made offline from the map: one row and one waiting entry. */
export async function wishOffline(page: Page, context: BrowserContext) {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(kyoto);
  // The toggle comes with the popup's own code, fetched once the popup opens: offline is
  // set once it is there, as a person offline presses what they see.
  await expect(WishlistPage.toggle(popup)).toBeVisible();
  await context.setOffline(true);
  await WishlistPage.toggle(popup).click();
  await expect(page.getByRole('banner').getByText('送信待ちの変更 1件')).toBeAttached();
}
