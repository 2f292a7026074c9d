import type { Locator, Page } from '@playwright/test';

/** /profile/delete-account: what goes, the export first, and the password that confirms it. */
export class DeleteAccountPage {
  readonly heading: Locator;
  readonly deleted: Locator;
  readonly exportFirst: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly offlineNotice: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'アカウントを削除する' });
    this.deleted = main.getByRole('list', { name: '削除されるもの' }).getByRole('listitem');
    this.exportFirst = main.getByRole('button', { name: 'データを書き出す' });
    this.password = main.getByLabel('パスワード', { exact: true });
    this.submit = main.getByRole('button', { name: 'アカウントを完全に削除する' });
    this.alert = main.getByRole('alert');
    this.offlineNotice = main
      .getByRole('status')
      .filter({ hasText: 'アカウントの削除にはインターネット接続が必要です' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile/delete-account');
  }

  /** The profile's way here, at the bottom of the own profile. */
  static link(page: Page): Locator {
    return page.getByRole('main').getByRole('link', { name: 'アカウントを削除する…' });
  }

  async deleteWith(password: string): Promise<void> {
    await this.password.fill(password);
    await this.submit.click();
  }
}
