import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { patchStoredSession, readStoredSession } from './pages/stored-session';
import { WishlistPage } from './pages/wishlist-page';
import { expect, test } from './support/test';

/*
 * An access token lives 5 minutes. Letting one expire with page.clock would not work here:
 * the SERVER checks expiry against its own real clock, which Playwright does not move. So
 * the test makes the held access token invalid deterministically instead — it overwrites it
 * in IndexedDB with a token the server cannot verify, which the server answers exactly as
 * an expired one (401 token_not_valid) — and then does something that calls the API.
 */
test('an access token that stops working is refreshed without the user noticing', async ({
  page,
}) => {
  await signedIn(page);
  const before = await readStoredSession(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/token/refresh/')) refreshes.push(request.url());
  });
  await patchStoredSession(page, { access: 'expired.access.token' });

  // The profile screen fetches the profile and the stats at once: two 401s, one refresh.
  const profile = new ProfilePage(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /アカウントメニュー/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'プロフィール' }).click();
  await expect(page).toHaveURL('/profile');

  // And a save goes through as well.
  await profile.editButton.click();
  await profile.bio.fill('トークンが切れても大丈夫');
  await profile.save.click();
  await expect(profile.status.filter({ hasText: 'プロフィールを更新しました' })).toBeVisible();
  await expect(profile.alert).toHaveCount(0);

  const after = await readStoredSession(page);
  expect(after?.access).not.toBe('expired.access.token');
  // Not compared with the first access token: issued within the same second for the same
  // user, a new one has the same claims and so the same text. The refresh shows instead in
  // the refresh token, rotated once for all the requests that met the dead token.
  expect(after?.refresh).not.toBe(before?.refresh);
  expect(refreshes).toHaveLength(1);
});

test('a refused refresh token asks the user to sign in again', async ({ page }) => {
  await signedIn(page);
  // The tokens are spoiled from a page without the app (same origin, so the same database):
  // the map that signedIn ends on may still be starting, and a request of its own could meet
  // the refusal first and end the session in the page being left: the next page would find
  // the session gone without hearing why, and show the login form without the notice.
  await page.goto('/favicon.svg');
  await patchStoredSession(page, { access: 'expired.access.token', refresh: 'revoked' });

  // Any API call now meets the refusal (the map's own calls may well get there first, so
  // the test does not race them with clicks): opening the profile calls the API for sure.
  await page.goto('/profile');

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: 'ログインの有効期限が切れました' }),
  ).toBeVisible();
  expect(await readStoredSession(page)).toBeNull();
  await expect(new LoginPage(page).heading).toBeVisible();
});

test('a refused session is announced in the other tabs too, not only in the one that met the refusal', async ({
  page,
  context,
}) => {
  await signedIn(page);
  const otherTab = await context.newPage();
  const wishlist = new WishlistPage(otherTab);
  await wishlist.goto();
  await expect(wishlist.heading).toBeVisible();
  // The other tab hears nothing from the server from now on: it learns of the end only
  // from the stored session and from the tab that met the refusal.
  await otherTab.route('**/api/**', (route) => route.abort());

  await page.goto('/favicon.svg');
  await patchStoredSession(page, { access: 'expired.access.token', refresh: 'revoked' });
  await page.goto('/profile');
  const notice = (tab: typeof page) =>
    tab.getByRole('status').filter({ hasText: 'ログインの有効期限が切れました' });
  await expect(page).toHaveURL('/login');
  await expect(notice(page)).toBeVisible();

  await expect(otherTab).toHaveURL('/login');
  await expect(notice(otherTab)).toBeVisible();
});

test.describe('offline', () => {
  test('a signed-in user stays signed in and sees their last known profile', async ({
    page,
    context,
  }) => {
    const account = await signedIn(page);
    const profile = new ProfilePage(page);
    const header = new AppHeader(page);
    await header.banner.getByRole('button', { name: /アカウントメニュー/ }).click();
    await header.banner.getByRole('link', { name: 'プロフィール' }).click();
    await expect(profile.name).toHaveText(account.displayName);
    // An expired access token offline must not matter either.
    await patchStoredSession(page, { access: 'expired.access.token' });

    await context.setOffline(true);
    // Leave and come back: the profile screen mounts again and its fetch fails.
    await header.navigateTo('地図');
    await expect(page).toHaveURL('/map');
    await header.banner.getByRole('button', { name: /アカウントメニュー/ }).click();
    await header.banner.getByRole('link', { name: 'プロフィール' }).click();

    await expect(page).toHaveURL('/profile');
    await expect(
      profile.status.filter({
        hasText: 'オフラインのため、最後に保存したプロフィールを表示しています。',
      }),
    ).toBeVisible();
    await expect(profile.name).toHaveText(account.displayName);
    await expect(page.getByRole('main')).toContainText(`@${account.username}`);
    await expect(profile.detail('メールアドレス')).toHaveText(account.email);
    expect(await readStoredSession(page)).toMatchObject({ refresh: expect.any(String) });

    // Back online, "reload" fetches again and the notice goes.
    await context.setOffline(false);
    await page.getByRole('button', { name: '再読み込み', exact: true }).click();
    await expect(profile.status.filter({ hasText: 'オフライン' })).toHaveCount(0);
  });

  /*
   * The page itself loads, but every API call fails as it does offline (the service
   * worker's too, hence the context route); the session is restored from IndexedDB all the
   * same. pwa.spec.ts covers the true cold start in airplane mode.
   */
  test('opening the app with the API unreachable restores the session from IndexedDB', async ({
    page,
  }) => {
    const account = await signedIn(page);
    await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));

    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    await expect(new ProfilePage(page).name).toHaveText(account.displayName);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /アカウントメニュー/ }),
    ).toContainText(account.displayName);
    expect(await readStoredSession(page)).not.toBeNull();
  });
});
