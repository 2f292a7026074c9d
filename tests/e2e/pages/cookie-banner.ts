import type { Locator, Page } from '@playwright/test';

export class CookieBanner {
  readonly region: Locator;
  readonly acceptButton: Locator;
  readonly declineButton: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Cookie の利用について' });
    this.acceptButton = this.region.getByRole('button', { name: '同意する' });
    this.declineButton = this.region.getByRole('button', { name: '拒否する' });
  }

  /** The answer as persisted in localStorage (null when unanswered). */
  storedAnswer(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('cookieConsent'));
  }
}
