/**
 * Messages the header shows about the session: the welcome after a sign-up and the log-out
 * dialog. Part of the first screen's catalogue (i18n/ja-first-screen.ts, docs/PERF.md P1).
 */
export const sessionMessagesJa = {
  'auth.logout.waitingTitle': '未送信の変更が {count} 件あります',
  'auth.logout.waitingLead':
    'ログアウトすると、この端末からあなたの記録を消去します。まだサーバーに送られていない変更をどうしますか？',
  'auth.logout.keep': 'この端末に残し、次にログインしたときに送る',
  'auth.logout.discard': '破棄してログアウト',
  'auth.logout.cancel': 'ログアウトしない',
  'auth.welcome': 'ようこそ！あなたのアカウント名は @{username} です（プロフィールで確認できます）',
  'auth.welcome.profile': 'プロフィールを見る',
  'auth.welcome.dismiss': 'お知らせを閉じる',
} as const;

export type SessionMessageKey = keyof typeof sessionMessagesJa;
