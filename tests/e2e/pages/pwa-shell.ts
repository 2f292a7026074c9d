import type { Locator, Page } from '@playwright/test';

/** The installable app's parts of the shell: update notice, offline mark, install control. */
export class PwaShell {
  readonly updateRegion: Locator;
  readonly updateReload: Locator;
  readonly offlineIndicator: Locator;
  readonly accountMenuButton: Locator;
  readonly installButton: Locator;
  readonly iosInstructions: Locator;

  constructor(page: Page) {
    const banner = page.getByRole('banner');
    this.updateRegion = page.getByRole('status', { name: 'アプリの更新' });
    this.updateReload = this.updateRegion.getByRole('button', { name: '再読み込み' });
    this.offlineIndicator = banner.getByRole('status').filter({ hasText: 'オフライン' });
    this.accountMenuButton = banner.getByRole('button', { name: /アカウントメニュー/ });
    this.installButton = banner.getByRole('button', { name: 'アプリをインストール' });
    this.iosInstructions = banner.getByRole('region', { name: 'ホーム画面に追加する方法' });
  }
}
