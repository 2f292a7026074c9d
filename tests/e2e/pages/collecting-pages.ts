import type { Locator, Page } from '@playwright/test';

/** /ranking: its toggles, the own-position card and the ranked rows. */
export class RankingPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly myCard: Locator;
  readonly rows: Locator;
  readonly howCounted: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'ランキング' });
    this.myCard = this.main.getByRole('region', { name: 'あなたの順位' });
    this.rows = this.main.getByRole('list', { name: /のランキング$/ }).getByRole('listitem');
    this.howCounted = this.main.getByText('数え方', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/ranking');
  }

  type(name: '訪問サイト数' | '訪問国数' | 'レビュー数'): Locator {
    return this.main
      .getByRole('group', { name: 'ランキングの種類' })
      .getByRole('button', { name, exact: true });
  }

  period(name: '全期間' | '今年' | '今月'): Locator {
    return this.main
      .getByRole('group', { name: '期間' })
      .getByRole('button', { name, exact: true });
  }

  /** The signed-in user's own row (marked 「あなた」). */
  get ownRow(): Locator {
    return this.rows.filter({ has: this.page.getByText('あなた', { exact: true }) });
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  copyNotice(): Locator {
    return this.main.getByRole('status').filter({ hasText: 'この端末に保存した内容' });
  }
}

/** /badges: the tally, the filter, the check and the cards. */
export class BadgesPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tally: Locator;
  readonly cards: Locator;
  readonly check: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'バッジ' });
    this.tally = this.main.getByText(/^\d+ \/ \d+ 個獲得$/);
    this.cards = this.main.getByRole('article');
    this.check = this.main.getByRole('button', { name: '新しいバッジをチェック' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/badges');
  }

  filter(name: 'すべて' | '獲得済み' | '未獲得'): Locator {
    return this.main
      .getByRole('group', { name: '表示するバッジ' })
      .getByRole('button', { name, exact: true });
  }

  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  message(text: string | RegExp): Locator {
    return this.main.getByRole('status').filter({ hasText: text });
  }
}

/** /dashboard: its sections. */
export class DashboardPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly stats: Locator;
  readonly achievements: Locator;
  readonly recentVisits: Locator;
  readonly countries: Locator;
  readonly feed: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'ダッシュボード' });
    this.stats = this.main.getByRole('region', { name: '訪問の記録', exact: true });
    this.achievements = this.main.getByRole('region', { name: '実績', exact: true });
    this.recentVisits = this.main.getByRole('region', { name: '最近の訪問', exact: true });
    this.countries = this.main.getByRole('region', { name: '訪れた国', exact: true });
    this.feed = this.main.getByRole('region', { name: 'みんなの最近の訪問', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
  }
}

/** The value shown for a term of a stats list (the profile's and the dashboard's alike). */
export function statValue(stats: Locator, label: string): Locator {
  return stats
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
