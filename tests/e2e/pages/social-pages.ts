import type { Locator, Page } from '@playwright/test';

/** /feed: its tabs, post cards and states. */
export class FeedPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly posts: Locator;
  readonly end: Locator;
  readonly loginNotice: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'フィード' });
    this.posts = this.main.getByRole('article');
    this.end = this.main.getByText('これ以上の投稿はありません');
    this.loginNotice = this.main.getByRole('region', { name: 'ログインが必要です' });
  }

  async goto(tab?: 'following' | 'mine'): Promise<void> {
    await this.page.goto(tab ? `/feed?tab=${tab}` : '/feed');
  }

  tab(name: 'すべて' | 'フォロー中' | '自分'): Locator {
    return this.main.getByRole('tablist', { name: 'フィードの種類' }).getByRole('tab', { name });
  }

  /** The post whose comment is `comment`. */
  post(comment: string): Locator {
    return this.posts.filter({ hasText: comment });
  }

  likeButton(post: Locator): Locator {
    return post.getByRole('button', { name: /^いいね \d+$/ });
  }

  /** Scrolls to the bottom of the page, as a reader reaching the end of the list. */
  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** The notice over a stored copy (「3 時間前の内容」). */
  copyAge(text: string): Locator {
    return this.main.getByRole('status').filter({ hasText: text });
  }
}

/** /users/search. */
export class UserSearchPage {
  readonly main: Locator;
  readonly searchBox: Locator;
  readonly clear: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.searchBox = this.main.getByRole('searchbox', { name: 'ユーザーを検索' });
    this.clear = this.main.getByRole('button', { name: '検索語を消去' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/users/search');
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name });
  }

  results(query: string): Locator {
    return this.section(`「${query}」の検索結果`);
  }

  card(within: Locator, name: string): Locator {
    return within.getByRole('article', { name, exact: true });
  }
}

/** /users/{id}. */
export class UserProfilePage {
  readonly main: Locator;
  readonly notFound: Locator;
  readonly backToFeed: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.notFound = this.main.getByRole('heading', { level: 1, name: 'ユーザーが見つかりません' });
    this.backToFeed = this.main.getByRole('link', { name: 'フィードに戻る' });
  }

  async goto(userId: number): Promise<void> {
    await this.page.goto(`/users/${userId}`);
  }

  name(displayName: string): Locator {
    return this.main.getByRole('heading', { level: 1, name: displayName });
  }

  /** The figure of a statistic, by its label (投稿, 訪問, 国, フォロワー, フォロー中). */
  stat(label: string): Locator {
    return this.main
      .getByRole('term')
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd[1]');
  }

  tab(name: '投稿' | 'フォロワー' | 'フォロー中'): Locator {
    return this.main
      .getByRole('tablist', { name: 'プロフィールの表示' })
      .getByRole('tab', { name });
  }

  get followButton(): Locator {
    return this.main.getByRole('button', { name: /^(フォローする|フォロー中)$/ }).first();
  }
}
