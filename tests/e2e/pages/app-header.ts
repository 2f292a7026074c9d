import { expect, type Locator, type Page } from '@playwright/test';

/** The shared header: main navigation, and the hamburger menu on small screens. */
export class AppHeader {
  readonly banner: Locator;
  readonly menuButton: Locator;
  readonly navigation: Locator;

  constructor(page: Page) {
    this.banner = page.getByRole('banner');
    this.menuButton = this.banner.getByRole('button', { name: 'メニュー' });
    this.navigation = this.banner.getByRole('navigation', { name: 'メインメニュー' });
  }

  link(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
  }

  /** Follows a header link, through the hamburger menu when the screen is narrow. */
  async navigateTo(name: string): Promise<void> {
    if (await this.menuButton.isVisible()) await this.openMenu();
    await this.link(name).click();
  }
}
