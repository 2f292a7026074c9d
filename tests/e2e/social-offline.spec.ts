import { LoginPage } from './pages/login-page';
import { ServiceWorkerState } from './pages/service-worker';
import { FeedPage } from './pages/social-pages';
import { fetchCatalogue, siteNamed } from './support/catalogue';
import { postVisits, registerTraveller } from './support/social-seed';
import { expect, test } from './support/test';

/**
 * docs/SYNC.md S18–S19 end to end: a like given with no network waits on the device through
 * a cold reload (the service worker serves the app, IndexedDB holds the like and the feed's
 * last copy) and reaches the server once the network returns.
 */
test('a like given offline survives a reload and is sent once back online', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const author = await registerTraveller(page.request, '圏外の投稿者');
  const comment = `圏外いいね ${Date.now().toString(36)}`;
  await postVisits(page.request, author, [siteNamed(catalogue, '富士山').id], () => comment);
  const me = await registerTraveller(page.request, '圏外の読者');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  // Every like the server received, from the page or the service worker, singly or batched.
  const likesReceived: string[] = [];
  context.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/social\/posts\/\d+\/(un)?like\/$/.test(path)) likesReceived.push(request.method());
    if (path === '/api/sync/batch/') {
      const body = request.postDataJSON() as { operations: { kind: string }[] };
      for (const { kind } of body.operations)
        if (kind.startsWith('like.')) likesReceived.push(kind);
    }
  });

  const feed = new FeedPage(page);
  await feed.goto();
  const post = feed.post(comment);
  await expect(post).toBeVisible();
  await new ServiceWorkerState(page).waitUntilControlling();
  const banner = page.getByRole('banner');

  await context.setOffline(true);
  const like = feed.likeButton(post);
  await expect(like).toHaveAccessibleName('いいね 0');
  // A double tap while offline: the second press takes the like back (S18 leaves nothing),
  // the third gives it again; one like waits.
  await like.click();
  await like.click();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('いいね 1');
  await expect(post.getByText('送信待ち', { exact: true })).toBeVisible();
  await expect(banner.getByText('送信待ちの変更 1件')).toBeAttached();

  // A cold start with no network: the feed's last copy, with the waiting like on top.
  await page.reload();
  await expect(feed.copyAge('たった今の内容')).toBeVisible();
  await expect(feed.likeButton(feed.post(comment))).toHaveAttribute('aria-pressed', 'true');
  await expect(feed.likeButton(feed.post(comment))).toHaveAccessibleName('いいね 1');

  await expect(feed.post(comment).getByText('送信待ち', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(banner.getByText(/送信待ちの変更/)).toHaveCount(0, { timeout: 20_000 });
  await expect(feed.post(comment).getByText('送信待ち', { exact: true })).toHaveCount(0);
  const postId = await postIdOf(page, author.access, comment);
  const seen = await page.request.get(`/api/social/posts/${postId}/`, {
    headers: { authorization: `Bearer ${me.access}` },
  });
  expect(await seen.json()).toMatchObject({ is_liked: true, likes_count: 1 });
  expect(likesReceived).toHaveLength(1);
  expect(likesReceived[0]).toMatch(/^(POST|like\.put)$/);
});

/** The id of the author's post with `comment`, from their own feed. */
async function postIdOf(
  page: import('@playwright/test').Page,
  access: string,
  comment: string,
): Promise<number> {
  const response = await page.request.get('/api/social/feed/?type=my-posts', {
    headers: { authorization: `Bearer ${access}` },
  });
  const body = (await response.json()) as { results: { id: number; comment: string }[] };
  const post = body.results.find((p) => p.comment === comment);
  expect(post).toBeDefined();
  return post?.id ?? 0;
}

/**
 * docs/SYNC.md S21: a like given offline on a post its author then deletes cannot succeed.
 * Once back online it leaves the line; the header's list says which post and why until the
 * traveller dismisses it, and the like is gone from the card.
 */
test('a like on a post deleted meanwhile is dropped with a notice the traveller dismisses', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const author = await registerTraveller(page.request, '消す投稿者');
  const comment = `消える投稿 ${Date.now().toString(36)}`;
  const site = siteNamed(catalogue, '屋久島');
  await postVisits(page.request, author, [site.id], () => comment);
  const me = await registerTraveller(page.request, '遅れた読者');
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(me.account.email, me.account.password);
  await expect(page).toHaveURL('/map');

  const feed = new FeedPage(page);
  await feed.goto();
  const post = feed.post(comment);
  await expect(post).toBeVisible();
  await context.setOffline(true);
  const like = feed.likeButton(post);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('送信待ちの変更 1件')).toBeAttached();

  // Meanwhile the author deletes the visit, and with it the post.
  const removed = await page.request.delete(`/api/heritage/sites/${site.id}/unvisit/`, {
    headers: { authorization: `Bearer ${author.access}` },
  });
  expect(removed.status()).toBe(204);

  await context.setOffline(false);
  const notices = banner.getByRole('button', { name: '送信できなかった変更 1件' });
  await notices.click();
  const panel = banner.getByRole('region', { name: '送信できなかった変更 1件' });
  await expect(panel).toContainText('投稿が見つからないため、いいねは送信されませんでした。');
  await expect(panel).toContainText(`いいね: ${site.name}`);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(banner.getByText('送信待ちの変更 1件')).toHaveCount(0);

  await panel.getByRole('button', { name: '確認しました' }).click();
  await expect(notices).toHaveCount(0);
});
