import { expect, type Locator, type Page } from '@playwright/test';

/** The installable app's parts of the shell: update notice, offline mark, install control. */
export class PwaShell {
  readonly updateRegion: Locator;
  readonly updateReload: Locator;
  readonly offlineIndicator: Locator;
  readonly accountMenuButton: Locator;
  readonly installButton: Locator;
  readonly iosInstructions: Locator;

  constructor(private readonly page: Page) {
    const banner = page.getByRole('banner');
    this.updateRegion = page.getByRole('status', { name: 'アプリの更新' });
    this.updateReload = this.updateRegion.getByRole('button', { name: '再読み込み' });
    this.offlineIndicator = banner.getByRole('status').filter({ hasText: 'オフライン' });
    this.accountMenuButton = banner.getByRole('button', { name: /アカウントメニュー/ });
    // In the header, or in the landing page's top bar (the landing page has no header).
    this.installButton = page.getByRole('button', { name: 'アプリをインストール' });
    this.iosInstructions = page.getByRole('region', { name: 'ホーム画面に追加する方法' });
  }

  /**
   * Plays the browser's part (Chromium decides itself when to offer installation), again
   * until the app keeps the offer for its own button, i.e. prevents the mini-infobar: its
   * listener starts with a chunk loaded after the first screen.
   */
  async offerInstall(): Promise<void> {
    await expect.poll(() => this.dispatchInstallOffer()).toBe(true);
  }

  private dispatchInstallOffer(): Promise<boolean> {
    return this.page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => Object.assign(window, { installPromptShown: true }),
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
      return offer.defaultPrevented;
    });
  }

  /** Whether the browser's install dialog was asked for. */
  installPromptShown(): Promise<boolean> {
    return this.page.evaluate(() => 'installPromptShown' in window);
  }

  /**
   * Makes the next documents believe they run as the installed app: Chromium's
   * `(display-mode: standalone)` only matches in an app window, which Playwright cannot
   * open, so matchMedia answers that one query with a list that always matches ('all').
   */
  async runAsInstalledApp(): Promise<void> {
    await this.page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        matchMedia(/display-mode:\s*standalone/.test(query) ? 'all' : query);
    });
  }
}
