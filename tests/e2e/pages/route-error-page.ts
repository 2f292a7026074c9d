import type { Locator, Page } from '@playwright/test';

/** What a screen shows when it could not be loaded (app/route-error-page.tsx). */
export class RouteErrorPage {
  readonly alert: Locator;
  readonly heading: Locator;
  readonly retryButton: Locator;
  readonly homeLink: Locator;

  constructor(page: Page) {
    this.alert = page.getByRole('alert').filter({ hasText: 'ページを表示できませんでした' });
    this.heading = this.alert.getByRole('heading', {
      level: 1,
      name: 'ページを表示できませんでした',
    });
    this.retryButton = this.alert.getByRole('button', { name: 'もう一度試す' });
    this.homeLink = this.alert.getByRole('link', { name: 'ホームに戻る' });
  }
}
