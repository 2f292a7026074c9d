/**
 * Messages of the outbox's state as the header shows it on every screen (docs/SYNC.md): the
 * count of changes waiting, the changes the server refused and their retry, and the sync
 * state beside a visit or a wishlist item. Part of the first screen's catalogue
 * (i18n/ja-first-screen.ts, docs/PERF.md P1).
 */
export const outboxStatusMessagesJa = {
  'sync.saved': 'この端末に保存済み',
  'sync.waiting': '送信待ち',
  'sync.sent': '送信済み',
  'sync.failed': '送信失敗',
  'sync.ofRemoval': '{state}（取り消し）',
  'sync.reason': '理由: {message}',
  'sync.retry': '再送',
  'sync.discard': '取り消す',
  'sync.actionFailed': '操作に失敗しました。もう一度お試しください',
  'waiting.badge': '送信待ちの変更 {count}件',
  'waiting.notPersisted':
    'この端末の保存領域が永続化されていません。送信されていない変更は、ブラウザが容量を空けるときに消えることがあります。通信できる場所でアプリを開いて送信してください。',
  'waiting.atRisk': '送信前の変更が消えるおそれがあります',
  'waiting.sevenDays':
    'Safari では、このサイトを7日間使わないと、この端末に保存された送信前の変更が削除されることがあります。ホーム画面に追加して開けば削除されません。通信できる場所でアプリを開いて送信してください。',
  'failed.badge': '送信できなかった変更 {count}件',
  'failed.visit': '訪問の記録: {name}',
  'failed.wishlist': 'ウィッシュリスト: {name}',
  // A wishlist item whose site is not stored yet, in the failed changes and the wishlist.
  'wishlist.unknownSite': '世界遺産 #{id}',
} as const;

export type OutboxStatusMessageKey = keyof typeof outboxStatusMessagesJa;
