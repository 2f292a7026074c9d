import type { Locator, Page } from '@playwright/test';

/** /import: a CSV or a pasted list becomes visits after a preview (docs/EXPORT.md I1–I4). */
export class ImportPage {
  readonly heading: Locator;
  readonly fileInput: Locator;
  readonly pasteBox: Locator;
  readonly readButton: Locator;
  readonly summary: Locator;
  readonly attention: Locator;
  readonly defaultDate: Locator;
  readonly done: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: '訪問記録の取り込み' });
    this.fileInput = main.getByLabel('CSV ファイルを選ぶ');
    this.pasteBox = main.getByRole('textbox', { name: 'または一覧を貼り付け（1 行に 1 件）' });
    this.readButton = main.getByRole('button', { name: '読み取る' });
    this.summary = main.getByRole('heading', { level: 2, name: /^取り込む \d+ 件/ });
    this.attention = main.getByRole('region', { name: '確認が必要な行' });
    this.defaultDate = main.getByLabel(/^日付のない \d+ 件の訪問日/);
    this.done = main.getByRole('status').filter({ hasText: '件の訪問を記録しました' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/import');
  }

  /** The row of `line` among those to check. */
  row(line: number): Locator {
    return this.attention.getByRole('listitem').filter({ hasText: `${line} 行目` });
  }

  confirm(count: number): Locator {
    return this.page.getByRole('main').getByRole('button', { name: `${count} 件を取り込む` });
  }
}
