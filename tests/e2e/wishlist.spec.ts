import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { readStoredSession } from './pages/stored-session';
import { WishlistPage } from './pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { holdRequests } from './support/held-requests';
import { serverWishlist } from './support/own-data';
import { serverRefuses } from './support/server-refusal';
import { expect, test } from './support/test';

/** Opens a site's popup and presses its wishlist toggle: added, pressed and sent. */
async function addFromPopup(page: Page, site: { id: number; name: string }) {
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(site);
  const toggle = WishlistPage.toggle(popup);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveAccessibleName('ウィッシュリストに追加');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName('ウィッシュリストから削除');
  await expect(popup.getByRole('status').filter({ hasText: '送信済み' })).toBeVisible();
  return toggle;
}

/** Signed in, Kyoto added from its popup (and sent), then /wishlist open on its card. */
async function kyotoOnTheWishlist(page: Page) {
  const kyoto = siteNamed(await fetchCatalogue(page.request), '古都京都');
  await signedIn(page);
  await addFromPopup(page, kyoto);
  const wishlist = new WishlistPage(page);
  await wishlist.goto();
  return { wishlist, card: wishlist.card(kyoto.name) };
}

test('the wishlist: add from the popup, change priority and notes, filter, remove, empty', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const himeji = siteNamed(catalogue, '姫路城');
  await signedIn(page);
  await addFromPopup(page, kyoto);
  await addFromPopup(page, himeji);

  const wishlist = new WishlistPage(page);
  await wishlist.goto();
  await expect(wishlist.heading).toBeVisible();
  await expect(wishlist.count).toHaveText('2 件');
  // Newest first, each with its names, country, type, default priority and added date.
  await expect(wishlist.cards.getByRole('heading', { level: 2 })).toHaveText([
    himeji.name,
    kyoto.name,
  ]);
  const kyotoCard = wishlist.card(kyoto.name);
  await expect(kyotoCard).toContainText(kyoto.name_en);
  await expect(kyotoCard).toContainText('日本');
  await expect(kyotoCard).toContainText('文化遺産');
  await expect(kyotoCard).toContainText(/\d{4}年\d{1,2}月\d{1,2}日に追加/);
  await expect(wishlist.priority(kyotoCard)).toHaveValue('2');
  await expect(kyotoCard.getByRole('status').filter({ hasText: '送信済み' })).toBeVisible();

  // Priority and notes are saved (locally at once, then on the server).
  await wishlist.priority(kyotoCard).selectOption({ label: '高' });
  await wishlist.notes(kyotoCard).fill('秋に行きたい');
  await wishlist.notes(kyotoCard).blur();
  await expect(
    kyotoCard.getByRole('status').filter({ hasText: 'メモを保存しました' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await serverWishlist(page)).find((i) => i.heritage_site.id === kyoto.id))
    .toMatchObject({ priority: 3, notes: '秋に行きたい' });

  // Filtering by priority.
  await wishlist.filter('高').check();
  await expect(wishlist.count).toHaveText('2 件中 1 件');
  await expect(wishlist.cards).toHaveCount(1);
  await expect(kyotoCard).toBeVisible();
  await wishlist.filter('低').check();
  await expect(wishlist.cards).toHaveCount(0);
  await expect(wishlist.filteredEmpty).toBeVisible();
  await wishlist.filter('すべて').check();
  await expect(wishlist.cards).toHaveCount(2);

  // Removal asks first.
  await wishlist.removeButton(kyotoCard).click();
  const question = wishlist.removalQuestion(kyotoCard);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(question).toBeHidden();
  await expect(wishlist.removeButton(kyotoCard)).toBeFocused();
  await wishlist.removeButton(kyotoCard).click();
  await question.getByRole('button', { name: '削除する' }).click();
  await expect(kyotoCard).toHaveCount(0);
  await expect(wishlist.count).toHaveText('1 件');
  await expect
    .poll(async () => (await serverWishlist(page)).map((i) => i.heritage_site.id))
    .toEqual([himeji.id]);

  // 'View on map' opens the site on the map.
  const himejiCard = wishlist.card(himeji.name);
  await himejiCard.getByRole('link', { name: '地図で見る' }).click();
  await expect(new MapPage(page).popup(himeji.name)).toBeVisible();

  // Removing the last one leaves the empty state, which leads to the map.
  await wishlist.goto();
  await wishlist.removeButton(himejiCard).click();
  await wishlist.removalQuestion(himejiCard).getByRole('button', { name: '削除する' }).click();
  await expect(wishlist.emptyState).toBeVisible();
  await expect(wishlist.count).toHaveText('0 件');
  await wishlist.exploreLink.click();
  await expect(page).toHaveURL('/map');
});

test('a priority change made offline waits, marked as such, and moves the item once the server accepts it', async ({
  page,
  context,
}) => {
  const { wishlist, card } = await kyotoOnTheWishlist(page);
  await expect(wishlist.priority(card)).toHaveValue('2');

  await context.setOffline(true);
  await wishlist.priority(card).selectOption({ label: '高' });
  // The select shows the choice, described as not sent yet; the list still files it under 中.
  await expect(wishlist.priority(card)).toHaveValue('3');
  await expect(wishlist.priority(card)).toHaveAccessibleDescription(
    /^(この端末に保存済み|送信待ち)$/,
  );
  await wishlist.filter('高').check();
  await expect(wishlist.cards).toHaveCount(0);
  await wishlist.filter('中').check();
  await expect(card).toBeVisible();
  await expect(wishlist.priority(card)).toHaveValue('3');

  // Online again (the browser fires `online`): sent, and the filter moves it.
  await context.setOffline(false);
  await expect(wishlist.cards).toHaveCount(0);
  await wishlist.filter('高').check();
  await expect(card.getByRole('status').filter({ hasText: '送信済み' })).toBeVisible();
  await expect(wishlist.priority(card)).toHaveValue('3');
  await expect(wishlist.priority(card)).toHaveAccessibleDescription('');
  expect((await serverWishlist(page))[0]).toMatchObject({ priority: 3 });
});

test('a priority change the server refuses returns to the confirmed priority and says why', async ({
  page,
}) => {
  const { wishlist, card } = await kyotoOnTheWishlist(page);

  await serverRefuses(page, '**/api/wishlist/sites/*/', '優先度は1から3です。', 'PUT');
  await wishlist.priority(card).selectOption({ label: '低' });

  await expect(card.getByRole('alert')).toHaveText('優先度の更新に失敗しました');
  await expect(card).toContainText('優先度は1から3です。');
  await expect(wishlist.priority(card)).toHaveValue('2');
  await wishlist.filter('低').check();
  await expect(wishlist.cards).toHaveCount(0);
  expect((await serverWishlist(page))[0]).toMatchObject({ priority: 2 });
});

test('a wishlist this device never loaded says so, with a retry, instead of "empty"', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  // A fresh sign-in on a device that cannot get the own wishlist.
  const ownWishlist = (url: URL) => url.pathname === '/api/wishlist/';
  await page
    .context()
    .route(ownWishlist, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
  await signedIn(page);
  // Already on the server's wishlist (added on another device).
  const session = await readStoredSession(page);
  const put = await page.request.put(`/api/wishlist/sites/${kyoto.id}/`, {
    headers: { authorization: `Bearer ${session?.access}` },
    data: { priority: 3, notes: '' },
  });
  expect(put.ok()).toBe(true);

  const wishlist = new WishlistPage(page);
  // This page's own start pulls too. Let it be refused before the fault is lifted: one still
  // on its way would bring the list by itself and take the retry button away mid-click (a
  // full run under load timed out so).
  const startPullRefused = page.waitForResponse(
    (response) => ownWishlist(new URL(response.url())) && response.status() === 503,
  );
  await wishlist.goto();
  await expect(wishlist.loadFailed).toBeVisible();
  await expect(wishlist.loadFailed.getByRole('alert')).toHaveText(
    'ウィッシュリストの取得に失敗しました',
  );
  await expect(wishlist.emptyState).toBeHidden();
  await startPullRefused;

  // From here the server answers, but only once the retry is pressed: a pull the app starts
  // by itself in between would bring the list first and take the button away mid-click.
  const release = await holdRequests(page.context(), /\/api\/wishlist\/(\?.*)?$/);
  await page.context().unroute(ownWishlist);
  await wishlist.retryLoad.click();
  release();
  await expect(wishlist.card(kyoto.name)).toBeVisible();
  await expect(wishlist.loadFailed).toBeHidden();
  await expect(wishlist.count).toHaveText('1 件');
});

test('the popup toggle removes the site again', async ({ page }) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const toggle = await addFromPopup(page, kyoto);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await serverWishlist(page)).length).toBe(0);
});

test('signed out, the wishlist toggle says a login is needed', async ({ page, request }) => {
  const catalogue = await fetchCatalogue(request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(kyoto);
  const toggle = WishlistPage.toggle(popup);
  await toggle.click();
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('ウィッシュリストに追加するにはログインが必要です');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await alert.getByRole('link', { name: 'ログインする' }).click();
  await expect(page).toHaveURL('/login');
});
