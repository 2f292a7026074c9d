/**
 * The notice shown on the landing page after an account is deleted. Part of the first
 * screen's catalogue (i18n/ja-first-screen.ts, docs/PERF.md P1).
 */
export const farewellMessagesJa = {
  'deleteAccount.done':
    'アカウントを削除しました。この端末からもあなたのデータを削除しました。ご利用ありがとうございました。',
  'deleteAccount.dismiss': 'お知らせを閉じる',
} as const;

export type FarewellMessageKey = keyof typeof farewellMessagesJa;
