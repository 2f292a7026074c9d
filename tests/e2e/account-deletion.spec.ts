import type { Page } from '@playwright/test';
import { signedIn } from './pages/accounts';
import { AppHeader } from './pages/app-header';
import { CommentThread } from './pages/comments';
import { DeleteAccountPage } from './pages/delete-account-page';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { ServiceWorkerState } from './pages/service-worker';
import { SiteFooter } from './pages/site-footer';
import { FeedPage } from './pages/social-pages';
import { readStoredSession } from './pages/stored-session';
import { expectNoSeriousViolations } from './support/axe';
import { fetchCatalogue } from './support/catalogue';
import { fakeGoogle } from './support/fake-google';
import { localRows, wishOffline } from './support/local-data';
import { serverWishlist } from './support/own-data';
import { postVisits, registerTraveller, type Traveller } from './support/social-seed';
import { expect, test } from './support/test';

/*
 * Deleting the account: the screen says what goes and offers the export first; offline it
 * waits for the network; then the account is gone on the server and on the device.
 */

async function openFromProfile(page: Page) {
  // Through the app's own links: the device may be offline.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /アカウントメニュー/ })
    .click();
  await new AppHeader(page).banner.getByRole('link', { name: 'プロフィール' }).click();
  await DeleteAccountPage.link(page).click();
  await expect(page).toHaveURL('/profile/delete-account');
}

test('deleting the account signs out, leaves nothing on the device, and the login fails', async ({
  page,
  context,
}) => {
  const account = await signedIn(page);
  // Offline, the screens' code comes from the service worker's precache.
  await new ServiceWorkerState(page).waitUntilControlling();
  await wishOffline(page, context);
  await openFromProfile(page);
  const screen = new DeleteAccountPage(page);
  await expect(screen.heading).toBeVisible();
  await expect(page).toHaveTitle('アカウントの削除 | Heritage Passport');
  await expect(screen.deleted).toHaveCount(8);
  await expect(screen.deleted.filter({ hasText: 'ウィッシュリスト' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the account deletion screen');

  // The export first, offline too: made on the device, waiting wishlist change included.
  const downloading = page.waitForEvent('download');
  await screen.exportFirst.click();
  expect((await downloading).suggestedFilename()).toMatch(/^heritage-passport-.+\.zip$/);
  await expect(
    page.getByText('この端末のデータから書き出しました', { exact: false }),
  ).toBeVisible();

  // Offline: said at once, and pressing the button says so again instead of failing obscurely.
  await expect(screen.offlineNotice).toBeVisible();
  await screen.deleteWith(account.password);
  await expect(screen.alert).toContainText('アカウントの削除にはインターネット接続が必要です');
  expect(await readStoredSession(page)).not.toBeNull();

  // Online again: the waiting change is sent, so nothing is in flight when the account goes.
  await context.setOffline(false);
  await expect(screen.offlineNotice).toBeHidden();
  await expect.poll(async () => (await serverWishlist(page)).length).toBe(1);
  await screen.deleteWith(`${account.password}-wrong`);
  await expect(page.getByText('パスワードが正しくありません。')).toBeVisible();

  await screen.deleteWith(account.password);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'アカウントを削除しました' }),
  ).toBeVisible();
  await expect.poll(() => readStoredSession(page)).toBeNull();
  expect(await localRows(page)).toEqual({ wishlist: 0, visits: 0, outbox: 0 });

  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.email, account.password);
  await expect(login.alert).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a comment others replied to stays as the deleted user’s, in Japanese and English', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const tag = Math.random().toString(36).slice(2, 10);
  const author = await registerTraveller(page.request, `作者${tag}`);
  await postVisits(page.request, author, [catalogue.sites[70]?.id ?? 1], () => `post-${tag}`);
  const posts = await page.request.get(`/api/social/users/${author.id}/posts/`);
  const postId = ((await posts.json()) as { results: { id: number }[] }).results[0]?.id;
  const leaver = await registerTraveller(page.request, `去る人${tag}`);
  const replier = await registerTraveller(page.request, `返信者${tag}`);
  const say = async (who: Traveller, content: string, parent?: number) => {
    const response = await page.request.post(`/api/social/posts/${postId}/comments/`, {
      headers: { authorization: `Bearer ${who.access}` },
      data: { content, ...(parent && { parent_comment: parent }) },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const parent = await say(leaver, `消える言葉${tag}`);
  await say(replier, `残る返信${tag}`, parent);
  const deleted = await page.request.delete('/api/auth/account/', {
    headers: { authorization: `Bearer ${leaver.access}` },
    data: { password: leaver.account.password },
  });
  expect(deleted.status()).toBe(204);

  const feed = new FeedPage(page);
  await feed.goto();
  const card = feed.post(`post-${tag}`);
  await CommentThread.toggle(card).click();
  const tombstone = new CommentThread(card).comment('削除されたユーザー');
  await expect(tombstone).toContainText('このコメントは削除されました');
  await expect(tombstone).not.toContainText(`消える言葉${tag}`);
  await expect(tombstone.getByRole('link')).toHaveCount(0);
  await card.getByRole('button', { name: '返信を表示 (1)' }).click();
  const replies = card.getByRole('region', { name: '削除されたユーザーさんのコメントへの返信' });
  await expect(replies.getByRole('article').filter({ hasText: `残る返信${tag}` })).toBeVisible();

  await new SiteFooter(page).language('English').click();
  const english = card.getByRole('article').filter({ hasText: 'Deleted user' }).first();
  await expect(english).toContainText('This comment was deleted');
  await expect(card.getByRole('region', { name: 'Replies to Deleted user' })).toBeVisible();
});

test.describe('an account that signs in only with Google', () => {
  // The fake Google script is served from Google's origin, which this server's CSP leaves
  // out (it has no Google client id).
  test.use({ bypassCSP: true });

  test('confirms with Google instead of a password, then is signed out', async ({ page }) => {
    await signedIn(page);
    await fakeGoogle(page);
    // This server offers no Google sign-in: the profile answers as a Google-only account's.
    await page.route('**/api/auth/profile/', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({
        response,
        json: { ...user, has_password: false, google_linked: true },
      });
    });
    let sent: unknown;
    await page.route('**/api/auth/account/', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 204 });
    });
    await new ProfilePage(page).goto();
    await expect(page.getByText('このアカウントにはパスワードがありません')).toBeVisible();
    await DeleteAccountPage.link(page).click();
    const screen = new DeleteAccountPage(page);
    await expect(screen.heading).toBeVisible();
    await expect(screen.password).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Googleでログイン' }).click();
    await expect(page).toHaveURL('/');
    expect(sent).toEqual({ google_token: 'fake.google.id-token' });
    await expect.poll(() => readStoredSession(page)).toBeNull();
  });
});
