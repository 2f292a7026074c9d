import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Comment, CommentPage } from '../../src/shared/api/social-comments';
import { CommentThread } from './pages/comments';
import { LoginPage } from './pages/login-page';
import { MapPage } from './pages/map-page';
import { FeedPage } from './pages/social-pages';
import { fetchCatalogue } from './support/catalogue';
import { localRows } from './support/local-data';
import { serverRefuses } from './support/server-refusal';
import { postVisits, registerTraveller, type Traveller } from './support/social-seed';
import { expect, test } from './support/test';

/** Words no other test (or run) uses, so a thread finds exactly this comment. */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

async function logIn(page: Page, traveller: Traveller): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(traveller.account.email, traveller.account.password);
  await expect(page).toHaveURL('/map');
}

/** One post by a new traveller, with `text` as its comment; answers the post's id. */
async function seedPost(request: APIRequestContext, siteIndex: number, text: string) {
  const catalogue = await fetchCatalogue(request);
  const author = await registerTraveller(request, unique('作者'));
  const siteId = catalogue.sites[siteIndex]?.id ?? 1;
  await postVisits(request, author, [siteId], () => text);
  const posts = await request.get(`/api/social/users/${author.id}/posts/`);
  const body = (await posts.json()) as { results: { id: number }[] };
  return { author, postId: body.results[0]?.id ?? 0 };
}

async function listOf(request: APIRequestContext, path: string): Promise<Comment[]> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CommentPage).results;
}

async function commentAs(
  request: APIRequestContext,
  traveller: Traveller,
  path: string,
  content: string,
) {
  const response = await request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${traveller.access}` },
    data: { content },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a comment on a post in the feed, then a reply to it, kept by the server', async ({
  page,
}) => {
  const postText = unique('commented-post');
  const { postId } = await seedPost(page.request, 60, postText);
  const readerName = unique('読者');
  const reader = await registerTraveller(page.request, readerName);
  await logIn(page, reader);

  const feed = new FeedPage(page);
  await feed.goto();
  const card = feed.post(postText);
  const toggle = CommentThread.toggle(card);
  await expect(toggle).toHaveAccessibleName('コメント 0 件');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const thread = new CommentThread(card);
  await expect(thread.region.getByText('まだコメントはありません')).toBeVisible();

  // Blank text is refused before anything is recorded.
  await thread.write('   ');
  await expect(thread.region.getByRole('alert')).toHaveText('コメントを入力してください。');
  await expect(thread.comments).toHaveCount(0);

  const text = unique('はじめまして');
  await thread.field.fill(`  ${text}  `);
  await expect(thread.region.getByText(`残り ${1000 - text.length} 文字`)).toBeVisible();
  await thread.submit.click();
  await expect(thread.field).toHaveValue('');
  const mine = thread.comment(text);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: readerName })).toHaveAttribute(
    'href',
    `/users/${reader.id}`,
  );
  // Once the server has it, the thread shows the server's copy: it can be replied to.
  const replyButton = mine.getByRole('button', { name: `${readerName}さんに返信` });
  await expect(replyButton).toBeVisible();
  await replyButton.click();
  const replyText = unique('返信です');
  const replyField = card.getByRole('textbox', { name: `${readerName}さんへの返信` });
  await replyField.fill(replyText);
  await card.getByRole('button', { name: '返信する' }).click();
  const replies = card.getByRole('region', { name: `${readerName}さんのコメントへの返信` });
  await expect(replies.getByRole('article').filter({ hasText: replyText })).toBeVisible();
  await expect(toggle).toHaveAccessibleName('コメント 2 件');

  await expect
    .poll(async () => (await listOf(page.request, `social/posts/${postId}/comments/`)).length)
    .toBe(1);
  const [top] = await listOf(page.request, `social/posts/${postId}/comments/`);
  expect(top?.content).toBe(text);
  await expect
    .poll(async () =>
      (await listOf(page.request, `social/comments/${top?.id}/replies/`)).map((r) => r.content),
    )
    .toEqual([replyText]);

  // A fresh page: the reply is behind the show / hide button.
  await page.reload();
  const again = feed.post(postText);
  await expect(CommentThread.toggle(again)).toHaveAccessibleName('コメント 2 件');
  await CommentThread.toggle(again).click();
  const show = again.getByRole('button', { name: '返信を表示 (1)' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(
    again
      .getByRole('region', { name: `${readerName}さんのコメントへの返信` })
      .getByRole('article')
      .filter({ hasText: replyText }),
  ).toBeVisible();
  await again.getByRole('button', { name: '返信を隠す' }).click();
  await expect(again.getByRole('article').filter({ hasText: replyText })).toHaveCount(0);
});

test('a thread read offline shows its last copy; the author deletes their own comment', async ({
  page,
  context,
}) => {
  const postText = unique('deletable-post');
  const { postId } = await seedPost(page.request, 61, postText);
  const name = unique('削除者');
  const me = await registerTraveller(page.request, name);
  const text = unique('消すコメント');
  await commentAs(page.request, me, `social/posts/${postId}/comments/`, text);
  await logIn(page, me);

  const feed = new FeedPage(page);
  await feed.goto();
  const card = feed.post(postText);
  await CommentThread.toggle(card).click();
  const thread = new CommentThread(card);
  const comment = thread.comment(text);
  await expect(comment).toBeVisible();

  // Offline, the thread opened again shows the copy kept on the device, with its age.
  await CommentThread.toggle(card).click();
  await expect(thread.region).toHaveCount(0);
  await context.setOffline(true);
  await CommentThread.toggle(card).click();
  await expect(thread.region.getByRole('status')).toContainText('たった今の内容');
  await expect(comment).toBeVisible();
  await context.setOffline(false);
  await thread.region.getByRole('button', { name: '再試行' }).click();
  await expect(thread.region.getByRole('status')).toHaveCount(0);

  await comment.getByRole('button', { name: `${name}さんのコメントを削除` }).click();
  await comment
    .getByRole('alertdialog', { name: 'このコメントを削除しますか？' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(thread.comment(text)).toHaveCount(0);
  // The card counts it out at once, and neither comes back once the server has deleted it.
  await expect(CommentThread.toggle(card)).toHaveAccessibleName('コメント 0 件');
  await expect
    .poll(async () => (await listOf(page.request, `social/posts/${postId}/comments/`)).length)
    .toBe(0);
  await expect.poll(async () => (await localRows(page)).outbox).toBe(0);
  await expect(thread.comment(text)).toHaveCount(0);
  await expect(CommentThread.toggle(card)).toHaveAccessibleName('コメント 0 件');
});

test('the map popup lists a site’s comments newest first; visitors read them, users write', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const site = catalogue.sites[70];
  if (!site) throw new Error('the catalogue is too short');
  const other = await registerTraveller(page.request, unique('先客'));
  const older = unique('以前のコメント');
  await commentAs(page.request, other, `heritage/sites/${site.id}/comments/`, older);

  // A visitor reads the comments and is offered a login link instead of the form.
  const mapPage = new MapPage(page);
  const visitorThread = new CommentThread(await mapPage.openSite(site));
  await expect(visitorThread.comment(older)).toBeVisible();
  await expect(visitorThread.field).toHaveCount(0);
  await expect(visitorThread.loginLink).toHaveAttribute('href', '/login');

  await logIn(page, await registerTraveller(page.request, unique('旅人')));
  const thread = new CommentThread(await mapPage.openSite(site));
  await expect(thread.comment(older)).toBeVisible();
  const text = unique('素晴らしい場所');
  await thread.write(text);
  await expect(thread.comments.first()).toContainText(text);
  await expect(CommentThread.pendingMark(thread.comment(text))).toHaveCount(0);
  await expect
    .poll(async () =>
      (await listOf(page.request, `heritage/sites/${site.id}/comments/`)).map((c) => c.content),
    )
    .toContain(text);
});

test('a comment written offline waits as 送信待ち and is sent once back online', async ({
  page,
  context,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const site = catalogue.sites[71];
  if (!site) throw new Error('the catalogue is too short');
  await logIn(page, await registerTraveller(page.request, unique('圏外')));
  const mapPage = new MapPage(page);
  const thread = new CommentThread(await mapPage.openSite(site));
  await expect(thread.field).toBeVisible();

  await context.setOffline(true);
  const text = unique('山の上から');
  await thread.write(text);
  const waiting = thread.comment(text);
  await expect(CommentThread.pendingMark(waiting)).toBeVisible();

  await context.setOffline(false); // the browser fires `online`: the outbox sends (S13)
  await expect(CommentThread.pendingMark(thread.comment(text))).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(thread.comment(text)).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await listOf(page.request, `heritage/sites/${site.id}/comments/`)).filter(
          (c) => c.content === text,
        ).length,
    )
    .toBe(1);
});

test('a refused comment keeps its text with the server’s reason until discarded', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page.request);
  const site = catalogue.sites[72];
  if (!site) throw new Error('the catalogue is too short');
  await serverRefuses(page, '**/api/heritage/sites/*/comments/', 'コメントを受け付けていません。');
  await logIn(page, await registerTraveller(page.request, unique('拒否')));
  const mapPage = new MapPage(page);
  const thread = new CommentThread(await mapPage.openSite(site));
  const text = unique('届かない言葉');
  await thread.write(text);
  const refused = thread.comment(text);
  await expect(refused.getByRole('alert')).toContainText('コメントを受け付けていません。');
  await expect(refused).toContainText(text);
  await refused.getByRole('button', { name: '破棄' }).click();
  await expect(thread.comment(text)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an open thread with a long comment fits 360 px, with no serious axe issue', async ({
    page,
  }) => {
    const postText = unique('narrow-post');
    const { postId } = await seedPost(page.request, 62, postText);
    const me = await registerTraveller(page.request, unique('細い画面'));
    const long = `${'長い言葉'.repeat(40)}${'x'.repeat(120)}`;
    await commentAs(page.request, me, `social/posts/${postId}/comments/`, long);
    await logIn(page, me);
    const feed = new FeedPage(page);
    await feed.goto();
    const card = feed.post(postText);
    await CommentThread.toggle(card).click();
    const thread = new CommentThread(card);
    await expect(thread.comment(long)).toBeVisible();
    await expect(thread.field).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await thread
      .comment(long)
      .getByRole('button', { name: /さんに返信$/ })
      .click();
    await expect(card.getByRole('textbox', { name: /さんへの返信$/ })).toBeFocused();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
