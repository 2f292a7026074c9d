import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { LoginPage } from './pages/login-page';
import { MapPage } from './pages/map-page';
import { readStoredSession } from './pages/stored-session';
import { WishlistPage } from './pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { localRows, wishOffline } from './support/local-data';
import { serverWishlist } from './support/own-data';
import { expect, test } from './support/test';

/*
 * An explicit log-out leaves none of the user's records on the device (ASVS 14.3.1):
 * with a change still waiting it asks first, and keeps it for the next login only if told.
 */

async function logOut(page: Page) {
  const header = new AppHeader(page);
  await header.banner.getByRole('button', { name: /アカウントメニュー/ }).click();
  await header.banner.getByRole('button', { name: 'ログアウト' }).click();
}

test('a waiting change: log-out asks, and "discard" leaves nothing of the user', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await wishOffline(page, context);
  expect(await localRows(page)).toEqual({ wishlist: 1, visits: 0, outbox: 1 });

  await logOut(page);
  const dialog = page.getByRole('dialog', { name: '未送信の変更が 1 件あります' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ログアウトしない' }).click();
  await expect(dialog).toBeHidden();
  expect(await localRows(page)).toEqual({ wishlist: 1, visits: 0, outbox: 1 });

  // The menu is still open: log out again from it.
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
  await dialog.getByRole('button', { name: '破棄してログアウト' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => readStoredSession(page)).toBeNull();
  await expect.poll(() => localRows(page)).toEqual({ wishlist: 0, visits: 0, outbox: 0 });
});

test('"keep" leaves the waiting change, which is sent after the next login', async ({
  page,
  context,
}) => {
  const account = await signedIn(page);
  await wishOffline(page, context);
  await logOut(page);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'この端末に残し、次にログインしたときに送る' })
    .click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => localRows(page)).toEqual({ wishlist: 1, visits: 0, outbox: 1 });

  await context.setOffline(false);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.username, account.password);
  await expect(page).toHaveURL('/map');
  await expect.poll(async () => (await serverWishlist(page)).length).toBe(1);
  await expect.poll(async () => (await localRows(page)).outbox).toBe(0);
});

test('with nothing waiting, log-out asks nothing and the records are gone', async ({ page }) => {
  await signedIn(page);
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(kyoto);
  await WishlistPage.toggle(popup).click();
  await expect.poll(async () => (await serverWishlist(page)).length).toBe(1);
  await expect.poll(async () => (await localRows(page)).outbox).toBe(0);
  expect((await localRows(page)).wishlist).toBe(1);

  await logOut(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => localRows(page)).toEqual({ wishlist: 0, visits: 0, outbox: 0 });
});
