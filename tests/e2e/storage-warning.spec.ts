import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { WishlistPage } from './pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * docs/SYNC.md S15: while changes wait and the browser has not made this site's storage
 * persistent, the header says so in words, also after a reload (the warning used to
 * come back only with the next recorded change).
 */
test('unsent changes on storage the browser may clear: the header warns, also after a reload', async ({
  page,
  context,
}) => {
  // A browser that refuses persistent storage (Chromium grants or refuses by its own
  // heuristics; this fixes the answer).
  await page.addInitScript(() => {
    const refused = async () => false;
    Object.defineProperty(navigator.storage, 'persisted', { value: refused });
    Object.defineProperty(navigator.storage, 'persist', { value: refused });
  });
  const fuji = siteNamed(await fetchCatalogue(page.request), '富士山');
  await signedIn(page);
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(fuji);

  // Keep the change waiting: the server is unreachable.
  await context.route('**/api/wishlist/**', (route) => route.abort('internetdisconnected'));
  await context.route('**/api/sync/**', (route) => route.abort('internetdisconnected'));
  await WishlistPage.toggle(popup).click();

  const banner = page.getByRole('banner');
  const atRisk = banner.getByRole('button', { name: /送信待ちの変更 1件/ });
  await expect(atRisk).toBeVisible();

  await page.reload();
  await expect(atRisk).toBeVisible();
  await atRisk.click();
  await expect(
    banner.getByText(/送信されていない変更は、ブラウザが容量を空けるときに消えることがあります/),
  ).toBeVisible();
});
