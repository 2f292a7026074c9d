import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { LoginPage } from './pages/login-page';
import { MapPage } from './pages/map-page';
import { PwaShell } from './pages/pwa-shell';
import { FeedPage, UserProfilePage, UserSearchPage } from './pages/social-pages';
import { WishlistPage } from './pages/wishlist-page';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { postVisits, registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

// axe-core on every screen (docs/PERF.md P4 asks Lighthouse for accessibility 100 on / and
// /map; this holds every screen to it): support/axe.ts.

test('visitor screens: landing, map with a popup, login, register, feed, ranking, user search', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/');

  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  const mapPage = new MapPage(page);
  await mapPage.openSite(kyoto);
  await expectNoSeriousViolations(page, '/map (popup open)');

  for (const path of [
    '/login',
    '/register',
    '/password-reset',
    '/password-reset?token=x',
    '/verify-email?token=x',
    '/feed',
    '/ranking',
    '/users/search',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('signed-in screens: map popup with the visit form, wishlist, profile, badges, dashboard', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const kyoto = siteNamed(catalogue, '古都京都');
  await signedIn(page);
  const mapPage = new MapPage(page);
  const popup = await mapPage.openSite(kyoto);
  await expect(popup.getByRole('button', { name: '訪問を記録' })).toBeVisible();
  await expectNoSeriousViolations(page, '/map (signed in, popup open)');
  await WishlistPage.toggle(popup).click();

  const wishlist = new WishlistPage(page);
  await wishlist.goto();
  await expect(wishlist.card(kyoto.name)).toBeVisible();
  await expectNoSeriousViolations(page, '/wishlist');

  for (const path of ['/profile', '/badges', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  // The profile's password form and device list, open and loaded.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(
    page.getByRole('region', { name: 'ログイン中の端末' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectNoSeriousViolations(page, '/profile (password form open)');
});

test('social screens with content: feed, search results, a profile and its tabs, a missing profile', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const name = `アクセス${Date.now().toString(36)}`;
  const other = await registerTraveller(page.request, name);
  await postVisits(page.request, other, [siteNamed(catalogue, '古都京都').id], () => '紅葉が見事');
  const me = await registerTraveller(page.request, 'アクセス確認');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const feed = new FeedPage(page);
  await feed.goto();
  await expect(feed.post('紅葉が見事').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/feed (signed in, posts)');
  await feed.tab('フォロー中').click();
  await expect(feed.main.getByRole('link', { name: 'ユーザーを探す' })).toBeVisible();
  await expectNoSeriousViolations(page, '/feed?tab=following (empty)');

  const search = new UserSearchPage(page);
  await search.goto();
  await search.searchBox.fill(name);
  await expect(search.card(search.results(name), name)).toBeVisible();
  await expectNoSeriousViolations(page, '/users/search (results)');

  const profile = new UserProfilePage(page);
  await profile.goto(other.id);
  await expect(profile.name(name)).toBeVisible();
  await expect(profile.main.getByRole('article')).toHaveCount(1);
  await expectNoSeriousViolations(page, '/users/{id}');
  await profile.tab('フォロワー').click();
  await expect(profile.main.getByText('フォロワーはまだいません')).toBeVisible();
  await expectNoSeriousViolations(page, '/users/{id} (followers tab)');

  await profile.goto(987654321);
  await expect(profile.notFound).toBeVisible();
  await expectNoSeriousViolations(page, '/users/{id} (not found)');
});

test('the install button the header shows when the browser offers installation', async ({
  page,
}) => {
  const shell = new PwaShell(page);
  await page.goto('/map');
  await shell.offerInstall();
  await expect(shell.installButton).toBeVisible();
  await expectNoSeriousViolations(page, '/map (install offered)');
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the open menu and the Add to Home Screen steps', async ({ page }) => {
    const header = new AppHeader(page);
    const shell = new PwaShell(page);
    await page.goto('/map');
    await header.menuButton.click();
    await expect(header.navigation).toBeVisible();
    await expectNoSeriousViolations(page, '/map (phone menu open)');
    await shell.installButton.click();
    await expect(shell.iosInstructions).toBeVisible();
    await expectNoSeriousViolations(page, '/map (iOS install steps)');
  });
});
