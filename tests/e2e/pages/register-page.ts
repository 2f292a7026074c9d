import type { Locator, Page } from '@playwright/test';

export type Registration = {
  displayName?: string;
  email: string;
  password: string;
  passwordConfirm?: string;
};

/** /register: display name, e-mail, password twice, and the way to log in. */
export class RegisterPage {
  readonly heading: Locator;
  readonly displayName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly submit: Locator;
  /** The form's alert, listing every message of a failed sign-up. */
  readonly alert: Locator;
  readonly loginLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: '新規登録' });
    // The label also says 任意 (optional): match on the start of the name.
    this.displayName = page.getByRole('textbox', { name: '表示名' });
    this.email = page.getByRole('textbox', { name: 'メールアドレス' });
    this.password = page.getByLabel('パスワード', { exact: true });
    this.passwordConfirm = page.getByLabel('パスワード（確認）', { exact: true });
    this.submit = page.getByRole('button', { name: 'アカウントを作成' });
    this.alert = page.getByRole('alert');
    this.loginLink = page.getByRole('main').getByRole('link', { name: 'ログイン' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  async fill(form: Registration): Promise<void> {
    await this.displayName.fill(form.displayName ?? '');
    await this.email.fill(form.email);
    await this.password.fill(form.password);
    await this.passwordConfirm.fill(form.passwordConfirm ?? form.password);
  }

  async register(form: Registration): Promise<void> {
    await this.fill(form);
    await this.submit.click();
  }
}
