/**
 * Messages of the share button and the public post page (/posts/{id}). Spread into i18n/ja-
 * screens.ts and en-screens.ts.
 */
export const shareMessagesJa = {
  'share.button': '共有',
  'share.buttonFor': '{site}の投稿を共有',
  'share.menu': '共有の方法',
  'share.copy': 'リンクをコピー',
  'share.copied': 'リンクをコピーしました',
  'share.copyFailed': 'リンクをコピーできませんでした',
  'share.x': 'X でポスト',
  'share.line': 'LINE で送る',
  'share.title': '{site} — {author}さんの訪問',
  'postPage.loading': '投稿を読み込み中…',
  'postPage.notFoundTitle': '投稿が見つかりません',
  'postPage.notFoundBody': 'この投稿は存在しないか、削除されたか、公開されていません。',
  'postPage.backToFeed': 'フィードを見る',
  'postPage.loadFailed': '投稿の読み込みに失敗しました',
  'postPage.loadFailedBody': '接続を確かめて、もう一度お試しください。',
  'postPage.retry': '再試行',
  'postPage.onMap': '{site}を地図で見る',
} as const;

export type ShareMessageKey = keyof typeof shareMessagesJa;
