/**
 * Messages of the social changes that go through the outbox (docs/SYNC.md S18–S21): how
 * the failed-changes list names them, and the notice of a dropped like. Spread into
 * i18n/ja-first-screen.ts and en-first-screen.ts (the first screen's part).
 */
export const socialSyncMessagesJa = {
  'socialSync.like': 'いいね: {name}',
  'socialSync.unlike': 'いいねの取り消し: {name}',
  'socialSync.follow': 'フォロー: {name}',
  'socialSync.unfollow': 'フォローの解除: {name}',
  'socialSync.block': 'ブロック: {name}',
  'socialSync.unblock': 'ブロックの解除: {name}',
  'socialSync.comment': 'コメント: 「{name}」',
  'socialSync.deleteComment': 'コメントの削除: {name}',
  'socialSync.unknownPost': '投稿 #{id}',
  'socialSync.unknownUser': 'ユーザー #{id}',
  'socialSync.unknownComment': 'コメント #{id}',
  'socialSync.likeDropped': '投稿が見つからないため、いいねは送信されませんでした。',
  'socialSync.dismiss': '確認しました',
  'socialSync.pending': '送信待ち',
  'socialSync.sent': '送信済み',
  'socialSync.failed': '送信失敗',
} as const;
