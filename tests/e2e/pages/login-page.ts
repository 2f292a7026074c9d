import type { Locator, Page } from '@playwright/test';

/** /login: account name or e-mail, password, and the way to sign up. */
export class LoginPage {
  readonly heading: Locator;
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly registerLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'ログイン' });
    this.identifier = page.getByRole('textbox', { name: 'アカウント名またはメールアドレス' });
    // Password inputs have no ARIA role; their label names them.
    this.password = page.getByLabel('パスワード', { exact: true });
    this.submit = page.getByRole('button', { name: 'ログイン', exact: true });
    this.alert = page.getByRole('alert');
    this.registerLink = page.getByRole('main').getByRole('link', { name: '新規登録' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async logIn(identifier: string, password: string): Promise<void> {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    await this.submit.click();
  }
}
