import type { Locator, Page } from '@playwright/test';

/** /profile: the signed-in user's own profile. */
export class ProfilePage {
  readonly name: Locator;
  readonly avatar: Locator;
  readonly photoInput: Locator;
  readonly savePhoto: Locator;
  readonly cancelPhoto: Locator;
  readonly stats: Locator;
  readonly details: Locator;
  readonly editButton: Locator;
  readonly displayName: Locator;
  readonly bio: Locator;
  readonly website: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly alert: Locator;
  readonly status: Locator;
  readonly mapLink: Locator;
  readonly dataExport: Locator;
  readonly exportButton: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.name = main.getByRole('heading', { level: 1 });
    this.avatar = main.getByRole('img', { name: /のプロフィール写真$/ });
    this.photoInput = main.getByLabel('写真を変更');
    this.savePhoto = main.getByRole('button', { name: '写真を保存' });
    this.cancelPhoto = main.getByRole('button', { name: '変更をやめる' });
    this.stats = main.getByRole('region', { name: '訪問の記録' });
    this.details = main.getByRole('region', { name: 'プロフィール情報' });
    this.editButton = main.getByRole('button', { name: 'プロフィールを編集' });
    this.displayName = main.getByRole('textbox', { name: '表示名' });
    this.bio = main.getByRole('textbox', { name: '自己紹介' });
    this.website = main.getByRole('textbox', { name: 'ウェブサイト' });
    this.save = main.getByRole('button', { name: '保存する' });
    this.cancel = main.getByRole('button', { name: 'キャンセル' });
    this.alert = main.getByRole('alert');
    this.status = main.getByRole('status');
    this.mapLink = main.getByRole('link', { name: '地図で世界遺産を探す' });
    this.dataExport = main.getByRole('region', { name: 'データの書き出し' });
    this.exportButton = this.dataExport.getByRole('button', { name: 'データを書き出す' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
  }

  /** The value shown for a row of the details list, e.g. detail('自己紹介'). */
  detail(label: string): Locator {
    return this.details
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
