import type { Locator, Page } from '@playwright/test';

/** The footer of every page: catalogue credit and the language switch. */
export class SiteFooter {
  readonly footer: Locator;
  readonly languages: Locator;
  /** Shown only when the server runs on the generated demo community. */
  readonly demoMark: Locator;

  constructor(private readonly page: Page) {
    this.footer = page.getByRole('contentinfo');
    this.languages = this.footer.getByRole('group');
    this.demoMark = this.footer.getByRole('note');
  }

  language(name: '日本語' | 'English'): Locator {
    return this.languages.getByRole('button', { name, exact: true });
  }

  storedLocale(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('locale'));
  }
}
