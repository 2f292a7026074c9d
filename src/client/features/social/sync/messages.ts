/**
 * Messages of the social changes that go through the outbox (docs/SYNC.md S18–S21): how
 * the failed-changes list names them, and the notice of a dropped like. Spread into
 * i18n/ja.ts and en.ts.
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

export const socialSyncMessagesEn = {
  'socialSync.like': 'Like: {name}',
  'socialSync.unlike': 'Unlike: {name}',
  'socialSync.follow': 'Follow: {name}',
  'socialSync.unfollow': 'Unfollow: {name}',
  'socialSync.block': 'Block: {name}',
  'socialSync.unblock': 'Unblock: {name}',
  'socialSync.comment': 'Comment: “{name}”',
  'socialSync.deleteComment': 'Deleting comment: {name}',
  'socialSync.unknownPost': 'Post #{id}',
  'socialSync.unknownUser': 'User #{id}',
  'socialSync.unknownComment': 'Comment #{id}',
  'socialSync.likeDropped': 'The post is gone, so the like was not sent.',
  'socialSync.dismiss': 'OK',
  'socialSync.pending': 'Waiting to be sent',
  'socialSync.sent': 'Sent',
  'socialSync.failed': 'Sending failed',
} as const;
