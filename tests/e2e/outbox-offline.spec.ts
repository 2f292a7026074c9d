import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { MapPage } from './pages/map-page';
import { ServiceWorkerState } from './pages/service-worker';
import { VisitForm } from './pages/visit-form';
import { WishlistPage } from './pages/wishlist-page';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { serverVisits, serverWishlist } from './support/own-data';
import { serverRefuses } from './support/server-refusal';
import { expect, test } from './support/test';

/**
 * docs/SYNC.md end to end in Chromium: changes recorded with no network wait on
 * the device through a reload and reach the server exactly once when the
 * network returns; a refusal is shown with its reason and rolled back.
 *
 * The reload is a real cold start with the network off: the service worker
 * serves the app shell, IndexedDB holds the changes.
 */

const photo = new URL('../fixtures/images/photo-gps-rotated.jpg', import.meta.url).pathname;

async function openPopup(page: Page, site: { id: number; name: string }) {
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(site);
  return popup;
}

test('offline: a visit with a photo and wishlist changes survive a reload and are sent once', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const fuji = siteNamed(catalogue, '富士山');
  await signedIn(page);
  await openPopup(page, fuji);
  await new ServiceWorkerState(page).waitUntilControlling();
  const banner = page.getByRole('banner');
  const waiting = (count: number) => banner.getByText(`送信待ちの変更 ${count}件`);

  // The network goes away. The map, popups and the wishlist keep working from the device.
  await context.setOffline(true);
  const mapPage = new MapPage(page);
  const fujiPopup = mapPage.popup(fuji.name);
  await WishlistPage.toggle(fujiPopup).click();
  await expect(WishlistPage.toggle(fujiPopup)).toHaveAttribute('aria-pressed', 'true');

  await mapPage.searchBox.fill('京都');
  await mapPage.listItem(/古都京都の文化財/).click();
  const kyotoPopup = mapPage.popup(kyoto.name);
  const form = new VisitForm(kyotoPopup);
  await form.star(4).check();
  await form.comment.fill('圏外の寺で記録。');
  await form.photoInput.setInputFiles(photo);
  await expect(form.chosenPhoto).toBeVisible();
  await form.record.click();
  await expect(form.visitedBadge()).toBeVisible();
  await WishlistPage.toggle(kyotoPopup).click();
  await expect(waiting(3)).toBeAttached();

  // Reload while still offline: the page comes from the service worker.
  let apiAnswered = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswered += 1;
  });
  await openPopup(page, kyoto);
  await expect(form.visitedBadge()).toBeVisible();
  await expect(form.star(4)).toBeChecked();
  await expect(form.comment).toHaveValue('圏外の寺で記録。');
  await expect(form.savedPhoto).toBeVisible();
  await expect(form.syncState(/^(この端末に保存済み|送信待ち)$/)).toBeVisible();
  await expect(waiting(3)).toBeAttached();

  // A second wishlist change to the same site while offline: it folds into the waiting one.
  const wishlist = new WishlistPage(page);
  await wishlist.goto();
  await expect(wishlist.count).toHaveText('2 件');
  const kyotoCard = wishlist.card(kyoto.name);
  await wishlist.priority(kyotoCard).selectOption({ label: '高' });
  await expect(
    kyotoCard.getByRole('status').filter({ hasText: /^(この端末に保存済み|送信待ち)$/ }),
  ).toBeVisible();
  await expect(waiting(3)).toBeAttached();
  expect(apiAnswered).toBe(0);

  // The network returns: everything is sent, once.
  await context.setOffline(false); // the browser fires `online` (S13)
  await expect(banner.getByText(/送信待ちの変更/)).toHaveCount(0, { timeout: 20_000 });
  await expect(kyotoCard.getByRole('status').filter({ hasText: '送信済み' })).toBeVisible();

  const visits = await serverVisits(page);
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({
    heritage_site: { id: kyoto.id },
    rating: 4,
    comment: '圏外の寺で記録。',
  });
  expect(visits[0]?.photos).toHaveLength(1);
  const items = await serverWishlist(page);
  expect(
    items
      .map((item) => [item.heritage_site.id, item.priority])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual(
    [
      [kyoto.id, 3],
      [fuji.id, 2],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
});

test('a change the server refuses is shown as failed with the reason, and rolled back', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const popup = await openPopup(page, kyoto);
  const form = new VisitForm(popup);

  const refusal = await serverRefuses(
    page,
    '**/api/heritage/sites/*/visit/',
    'この世界遺産には訪問を記録できません。',
  );
  await form.record.click();

  await expect(form.syncState(/送信失敗/)).toBeVisible();
  await expect(form.section).toContainText('この世界遺産には訪問を記録できません。');
  await expect(form.visitedBadge()).toBeHidden();
  await expect(form.record).toBeVisible();

  // Retry once the server accepts it.
  await refusal.stop();
  await form.section.getByRole('button', { name: '再送' }).click();
  await expect(form.syncState('送信済み')).toBeVisible();
  await expect(form.visitedBadge()).toBeVisible();
  expect(await serverVisits(page)).toHaveLength(1);
});
