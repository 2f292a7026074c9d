/**
 * Messages of deleting the account: the profile's danger zone, the confirmation screen and
 * the notice after it. Spread into i18n/ja-screens.ts and en-screens.ts.
 */
export const accountDeletionMessagesJa = {
  'dangerZone.title': 'アカウントの削除',
  'dangerZone.lead':
    'アカウントと、これまでの記録をすべて削除します。削除したアカウントは元に戻せません。',
  'dangerZone.link': 'アカウントを削除する…',

  'deleteAccount.heading': 'アカウントを削除する',
  'deleteAccount.lead':
    '@{username} のアカウントを削除すると、次のものがすべて削除され、元に戻すことはできません。',
  'deleteAccount.listLabel': '削除されるもの',
  'deleteAccount.item.visits': '訪問の記録（日付・評価・コメント・メモ）と写真',
  'deleteAccount.item.wishlist': 'ウィッシュリスト',
  'deleteAccount.item.profile': 'プロフィール（表示名・自己紹介・プロフィール写真など）',
  'deleteAccount.item.social': 'いいね、フォロー・フォロワー、ブロック',
  'deleteAccount.item.comments':
    'あなたのコメント（ほかの人が返信したコメントは、返信を残すため本文を消して「削除されたユーザー」として残ります）',
  'deleteAccount.item.badges': 'バッジとランキングの記録',
  'deleteAccount.item.sessions': 'すべての端末のログイン状態',
  'deleteAccount.item.device': 'この端末に保存されているあなたのデータ（送信待ちの変更も含む）',
  'deleteAccount.exportLead': '記録を手元に残したい場合は、削除する前に書き出してください。',
  'deleteAccount.passwordLabel': 'パスワード',
  'deleteAccount.passwordHint': '本人であることを確かめるため、パスワードを入力してください。',
  'deleteAccount.googleLead':
    'このアカウントは Google でログインしています。本人であることを確かめるため、連携している Google アカウントで確認してください。確認するとすぐに削除されます。',
  'deleteAccount.googleUnavailable':
    'Google で確認できないため、いまは削除できません。「パスワードを設定する」からパスワードを設定すると、パスワードで削除できます。',
  'deleteAccount.submit': 'アカウントを完全に削除する',
  'deleteAccount.deleting': '削除しています…',
  'deleteAccount.cancel': 'プロフィールに戻る',
  'deleteAccount.offline':
    'アカウントの削除にはインターネット接続が必要です。オンラインになってからもう一度お試しください。',
  'deleteAccount.passwordRequired': 'パスワードを入力してください。',
  'deleteAccount.passwordIncorrect': 'パスワードが正しくありません。',
  'deleteAccount.googleMismatch':
    'この Google アカウントは、このアカウントに連携されているものではありません。',
  'deleteAccount.rateLimited': '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  'deleteAccount.failed': 'アカウントを削除できませんでした: {message}',
} as const;

export type AccountDeletionMessageKey = keyof typeof accountDeletionMessagesJa;
