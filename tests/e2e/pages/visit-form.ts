import type { Locator } from '@playwright/test';

/**
 * The visit section of a site popup ('訪問の記録'): the form, its sync state and the removal
 * with its confirmation step. Built on the popup dialog (MapPage.popup).
 */
export class VisitForm {
  readonly section: Locator;
  readonly date: Locator;
  readonly comment: Locator;
  readonly photoInput: Locator;
  readonly chosenPhoto: Locator;
  readonly savedPhoto: Locator;
  readonly record: Locator;
  readonly update: Locator;
  readonly remove: Locator;
  readonly confirmRemoval: Locator;
  readonly alert: Locator;
  readonly loginLink: Locator;
  /** A shared site's 「訪れた国」 select and its 「現在地から選ぶ」 button. */
  readonly country: Locator;
  readonly chooseFromLocation: Locator;

  constructor(readonly popup: Locator) {
    const section = popup.getByRole('region', { name: '訪問の記録' });
    this.section = section;
    this.date = section.getByLabel('訪問日');
    this.comment = section.getByRole('textbox', { name: 'コメント' });
    this.photoInput = section.getByLabel(/^写真を(選ぶ|変更)$/);
    this.chosenPhoto = section.getByRole('img', { name: '選んだ写真' });
    this.savedPhoto = section.getByRole('img', { name: /^(保存済みの写真|送信待ちの写真)$/ });
    this.record = section.getByRole('button', { name: '訪問を記録' });
    this.update = section.getByRole('button', { name: '訪問を更新' });
    this.remove = section.getByRole('button', { name: '訪問を取り消す' });
    this.confirmRemoval = section.getByRole('alertdialog', {
      name: 'この訪問の記録を取り消しますか？',
    });
    this.alert = section.getByRole('alert');
    this.loginLink = section.getByRole('link', { name: 'ログインする' });
    this.country = section.getByRole('combobox', { name: '訪れた国' });
    this.chooseFromLocation = section.getByRole('button', { name: '現在地から選ぶ' });
  }

  /** A star of the rating, e.g. star(4) is 「4つ星」. */
  star(count: 1 | 2 | 3 | 4 | 5): Locator {
    return this.section.getByRole('radio', { name: `${count}つ星` });
  }

  /** The visit's sync state, e.g. syncState('送信済み'). */
  syncState(text: string | RegExp): Locator {
    return this.section.getByRole('status').filter({ hasText: text });
  }

  /** What the form says about the device's position, e.g. 「現在地からスペインを選びました」. */
  locationNote(text: string | RegExp): Locator {
    return this.section.getByRole('status').filter({ hasText: text });
  }

  /** The popup's visited badge. */
  visitedBadge(): Locator {
    return this.popup.getByText('訪問済み', { exact: true });
  }
}
