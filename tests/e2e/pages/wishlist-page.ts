import type { Locator, Page } from '@playwright/test';

/** /wishlist, and the wishlist toggle of a site popup. */
export class WishlistPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly count: Locator;
  readonly cards: Locator;
  readonly emptyState: Locator;
  readonly exploreLink: Locator;
  readonly filteredEmpty: Locator;
  readonly loadFailed: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.main = main;
    this.heading = main.getByRole('heading', { level: 1, name: 'ウィッシュリスト' });
    this.count = main.getByRole('status').filter({ hasText: /件$/ });
    this.cards = main.getByRole('article');
    this.emptyState = main.getByRole('region', { name: 'ウィッシュリストはまだ空です' });
    this.exploreLink = main.getByRole('link', { name: '世界遺産を探す' });
    this.filteredEmpty = main.getByText('この優先度の世界遺産はありません');
    this.loadFailed = main.getByRole('region', { name: 'ウィッシュリストの取得に失敗しました' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/wishlist');
  }

  get retryLoad(): Locator {
    return this.loadFailed.getByRole('button', { name: 'もう一度読み込む' });
  }

  filter(name: 'すべて' | '高' | '中' | '低'): Locator {
    return this.main
      .getByRole('group', { name: '優先度で絞り込み' })
      .getByRole('radio', { name, exact: true });
  }

  card(siteName: string): Locator {
    return this.main.getByRole('article', { name: siteName, exact: true });
  }

  priority(card: Locator): Locator {
    return card.getByRole('combobox', { name: '優先度' });
  }

  notes(card: Locator): Locator {
    return card.getByRole('textbox', { name: 'メモ' });
  }

  removeButton(card: Locator): Locator {
    return card.getByRole('button', { name: '削除', exact: true });
  }

  removalQuestion(card: Locator): Locator {
    return card.getByRole('alertdialog', {
      name: 'この世界遺産をウィッシュリストから削除しますか？',
    });
  }

  /** The toggle in a site popup (its name says what pressing it does). */
  static toggle(popup: Locator): Locator {
    return popup.getByRole('button', { name: /^ウィッシュリスト(に追加|から削除)$/ });
  }
}
