import { expect, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { ServiceWorkerState } from './pages/service-worker';
import { FeedPage, UserProfilePage, UserSearchPage } from './pages/social-pages';
import { fetchCatalogue } from './support/catalogue';
import { postVisits, registerTraveller, type Traveller } from './support/social-seed';
import { test } from './support/test';

/** A display name no other test (or run) uses, so a search finds exactly this traveller. */
const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

async function logIn(page: Page, traveller: Traveller): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(traveller.account.email, traveller.account.password);
  await expect(page).toHaveURL('/map');
}

test.describe('feed', () => {
  // Short, so ten cards reach well past 1,000 px below the fold and the second page
  // only comes from scrolling.
  test.use({ viewport: { width: 1024, height: 500 } });

  test('tabs switch the posts, and scrolling to the end loads the next page', async ({ page }) => {
    const catalogue = await fetchCatalogue(page.request);
    const me = await registerTraveller(page.request, uniqueName('巡礼者'));
    const tag = uniqueName('post');
    await postVisits(
      page.request,
      me,
      catalogue.sites.slice(0, 13).map((site) => site.id),
      (i) => `${tag} 第${i + 1}号`,
    );
    await logIn(page, me);

    const feed = new FeedPage(page);
    await feed.goto('mine');
    await expect(feed.heading).toBeVisible();
    await expect(feed.tab('自分')).toHaveAttribute('aria-selected', 'true');
    // The first page: the ten newest, newest first.
    await expect(feed.posts).toHaveCount(10);
    await expect(feed.posts.first()).toContainText(`${tag} 第13号`);
    await expect(feed.post(`${tag} 第3号`)).toHaveCount(0);
    await expect(feed.end).toHaveCount(0);

    await feed.scrollToBottom();
    await expect(feed.posts).toHaveCount(13);
    await expect(feed.posts.last()).toContainText(`${tag} 第1号`);
    await expect(feed.end).toBeVisible();
    // Own posts carry no follow button; the site links to the map.
    const newest = feed.post(`${tag} 第13号`);
    await expect(newest.getByRole('button', { name: 'フォローする' })).toHaveCount(0);
    await expect(newest.getByRole('link', { name: '地図で見る' })).toHaveAttribute(
      'href',
      `/map?focus=${catalogue.sites[12]?.id}`,
    );

    await feed.tab('フォロー中').click();
    await expect(page).toHaveURL('/feed?tab=following');
    await expect(
      feed.main.getByRole('region', { name: 'フォロー中のユーザーの投稿はまだありません' }),
    ).toBeVisible();

    await feed.tab('すべて').click();
    await expect(page).toHaveURL('/feed');
    await expect(feed.tab('すべて')).toHaveAttribute('aria-selected', 'true');
    await expect(feed.post(`${tag} 第13号`)).toBeVisible();
  });

  test('a like shows at once and is kept by the server', async ({ page }) => {
    const catalogue = await fetchCatalogue(page.request);
    const author = await registerTraveller(page.request, uniqueName('作者'));
    const comment = uniqueName('likeable');
    await postVisits(page.request, author, [catalogue.sites[20]?.id ?? 1], () => comment);
    await logIn(page, await registerTraveller(page.request, uniqueName('読者')));

    const feed = new FeedPage(page);
    await feed.goto();
    const post = feed.post(comment);
    // The feed opened first (no other screen brought the cards' styles): the author's
    // picture, here the letter on its disc, is still a small disc, not a bare block.
    const picture = post.locator('.avatar');
    await expect(picture).toHaveCSS('width', '40px');
    await expect(picture).toHaveCSS('border-radius', '50%');
    const like = feed.likeButton(post);
    await expect(like).toHaveAccessibleName('いいね 0');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('いいね 1');
    await expect(like).not.toHaveAttribute('aria-busy', 'true');

    await page.reload();
    await expect(feed.likeButton(feed.post(comment))).toHaveAccessibleName('いいね 1');
    await expect(feed.likeButton(feed.post(comment))).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor reads すべて under the sign-in notice; the other tabs ask to sign in', async ({
    page,
  }) => {
    const feed = new FeedPage(page);
    await feed.goto();
    await expect(feed.loginNotice).toBeVisible();
    await expect(feed.loginNotice.getByRole('link', { name: 'ログインする' })).toHaveAttribute(
      'href',
      '/login',
    );
    await feed.tab('自分').click();
    await expect(feed.loginNotice).toBeVisible();
    await expect(feed.posts).toHaveCount(0);
  });
});

test('follow from the search, then the following tab shows their posts and their profile lists me', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const name = uniqueName('旅人');
  const other = await registerTraveller(page.request, name);
  const comment = uniqueName('followed-post');
  await postVisits(page.request, other, [catalogue.sites[30]?.id ?? 1], () => comment);
  const meName = uniqueName('私');
  await logIn(page, await registerTraveller(page.request, meName));

  const search = new UserSearchPage(page);
  await search.goto();
  await expect(search.section('人気のユーザー')).toBeVisible();
  await expect(search.section('最近アクティブなユーザー')).toBeVisible();
  await search.searchBox.fill(`  ${name}  `);
  const results = search.results(name);
  const card = search.card(results, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText(`@${other.account.username}`);
  const follow = card.getByRole('button', { name: 'フォローする' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = card.getByRole('button', { name: 'フォロー中' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).not.toHaveAttribute('aria-busy', 'true');
  await expect(card).toContainText('フォロワー 1');

  // An unmatched query, then the clear button brings the suggestions back.
  await search.searchBox.fill(uniqueName('nobody'));
  await expect(search.main.getByText('別のキーワードで検索してみてください。')).toBeVisible();
  // The clear button is the × inside the box, so a 360 px phone keeps the box wide.
  const box = await search.searchBox.boundingBox();
  const clear = await search.clear.boundingBox();
  expect(box && clear && clear.x > box.x && clear.x + clear.width <= box.x + box.width).toBe(true);
  await search.clear.click();
  await expect(search.searchBox).toHaveValue('');
  await expect(search.section('人気のユーザー')).toBeVisible();

  const feed = new FeedPage(page);
  await feed.goto();
  await feed.tab('フォロー中').click();
  const post = feed.post(comment);
  await expect(post).toBeVisible();
  await expect(post.getByRole('button', { name: 'フォロー中' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await post.getByRole('link', { name: new RegExp(name) }).click();
  const profile = new UserProfilePage(page);
  await expect(page).toHaveURL(`/users/${other.id}`);
  await expect(profile.name(name)).toBeVisible();
  // The tab and the history name whose profile it is.
  await expect(page).toHaveTitle(`${name}さんのプロフィール | Heritage Passport`);
  await expect(profile.stat('投稿')).toHaveText('1');
  await expect(profile.stat('フォロワー')).toHaveText('1');
  await expect(profile.tab('投稿')).toHaveAttribute('aria-selected', 'true');
  await expect(profile.main.getByRole('article').filter({ hasText: comment })).toBeVisible();
  await profile.tab('フォロワー').click();
  await expect(profile.main.getByRole('article', { name: meName })).toBeVisible();
});

test('a profile that does not exist says so and leads back to the feed', async ({ page }) => {
  const profile = new UserProfilePage(page);
  await profile.goto(987654321);
  await expect(profile.notFound).toBeVisible();
  await expect(
    profile.main.getByText('このユーザーは存在しないか、削除された可能性があります。'),
  ).toBeVisible();
  await profile.backToFeed.click();
  await expect(page).toHaveURL('/feed');
  await expect(new FeedPage(page).heading).toBeVisible();
});

test('offline, the feed and a profile show their last copies with their age', async ({
  page,
  context,
}) => {
  const start = Date.now();
  await page.clock.setFixedTime(start);
  const catalogue = await fetchCatalogue(page.request);
  const name = uniqueName('記録者');
  const me = await registerTraveller(page.request, name);
  const comment = uniqueName('kept-post');
  await postVisits(page.request, me, [catalogue.sites[40]?.id ?? 1], () => comment);
  await logIn(page, me);
  await new ServiceWorkerState(page).waitUntilControlling();

  const feed = new FeedPage(page);
  await feed.goto('mine');
  await expect(feed.post(comment)).toBeVisible();
  const profile = new UserProfilePage(page);
  await profile.goto(me.id);
  await expect(profile.name(name)).toBeVisible();
  await expect(profile.main.getByRole('article').filter({ hasText: comment })).toBeVisible();

  await context.setOffline(true);
  await page.clock.setFixedTime(start + 3 * 60 * 60 * 1000 + 5_000);
  await page.reload();
  await expect(profile.name(name)).toBeVisible();
  await expect(feed.copyAge('3 時間前の内容').first()).toBeVisible();

  await feed.goto('mine');
  await expect(feed.post(comment)).toBeVisible();
  await expect(feed.copyAge('3 時間前の内容')).toBeVisible();
  await expect(feed.main.getByText('オフラインのため')).toBeVisible();
  await expect(
    feed.main.getByRole('region', { name: 'フィードの読み込みに失敗しました' }),
  ).toHaveCount(0);

  // A tab never opened on this device has no copy: offline, it says so and why.
  await feed.tab('フォロー中').click();
  await expect(
    feed.main.getByRole('region', { name: 'オフラインのため、このタブを表示できません' }),
  ).toBeVisible();
  await expect(feed.main).toContainText('このタブはまだこの端末に保存されていません。');
  await context.setOffline(false);
});
