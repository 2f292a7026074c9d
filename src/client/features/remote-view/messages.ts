/**
 * Messages shared by the remote views (feed, travellers): relative times (SPEC.md §9) and the
 * notice over a stored copy. Spread into i18n/ja-first-screen.ts and en-first-screen.ts (the first
 * screen's part).
 */
export const remoteViewMessagesJa = {
  'time.justNow': 'たった今',
  'time.minutes': '{count} 分前',
  'time.minute': '1 分前',
  'time.hours': '{count} 時間前',
  'time.hour': '1 時間前',
  'time.yesterday': '昨日',
  'time.days': '{count} 日前',
  'remoteView.age': '{age}の内容',
  'remoteView.offline': 'オフラインのため、この端末に保存した内容を表示しています。',
  'remoteView.failed': '最新の内容を取得できなかったため、この端末に保存した内容を表示しています。',
  'remoteView.retry': '再試行',
  'remoteView.loading': '読み込み中…',
} as const;

export type RemoteViewMessageKey = keyof typeof remoteViewMessagesJa;
