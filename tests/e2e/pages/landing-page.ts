import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly heading: Locator;
  /** The animated digits (hidden from assistive technology, hence test ids): sites on the List. */
  readonly counterDigits: Locator;
  readonly travellerDigits: Locator;
  readonly visitDigits: Locator;
  /** The status line that announces the final figures once. */
  readonly counterStatus: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.counterDigits = page.getByTestId('site-counter');
    this.travellerDigits = page.getByTestId('traveller-counter');
    this.visitDigits = page.getByTestId('visit-counter');
    this.counterStatus = page.getByRole('status').filter({ hasText: '世界遺産を収録しています' });
  }

  /**
   * Opens the landing page and waits until the app has taken over the prerendered markup:
   * before that its buttons (the language switch, the install button) do nothing.
   */
  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  }

  /** The first of the page's calls to action with this name (hero, before the closing band). */
  callToAction(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true }).first();
  }
}
