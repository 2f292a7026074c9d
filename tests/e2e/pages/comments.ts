import type { Locator } from '@playwright/test';

/**
 * A comment thread: under a feed post card (opened by its comment count) or the site
 * comments of a map popup. `root` is the card or the popup.
 */
export class CommentThread {
  readonly region: Locator;
  readonly field: Locator;
  readonly submit: Locator;
  readonly loginLink: Locator;

  constructor(root: Locator) {
    this.region = root.getByRole('region', { name: 'コメント', exact: true });
    this.field = this.region.getByRole('textbox', { name: 'コメント', exact: true });
    this.submit = this.region.getByRole('button', { name: '投稿する', exact: true });
    this.loginLink = this.region.getByRole('link', { name: 'ログインする' });
  }

  /** A post card's disclosure button, 「コメント N 件」. */
  static toggle(card: Locator): Locator {
    return card.getByRole('button', { name: /^コメント \d+ 件$/ });
  }

  /** The comments, in the order shown (a reply is an article of its own). */
  get comments(): Locator {
    return this.region.getByRole('article');
  }

  comment(text: string): Locator {
    return this.comments.filter({ hasText: text });
  }

  /** The 「送信待ち」 mark of a comment. */
  static pendingMark(comment: Locator): Locator {
    return comment.getByText('送信待ち', { exact: true });
  }

  async write(text: string): Promise<void> {
    await this.field.fill(text);
    await this.submit.click();
  }
}
