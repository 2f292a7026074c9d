/**
 * Messages of the wishlist: the popup's toggle and the /wishlist screen. Spread into
 * i18n/ja-screens.ts and en-screens.ts. Texts SPEC.md gives in Japanese are kept word for word.
 */
export const wishlistMessagesJa = {
  'wishlist.add': 'ウィッシュリストに追加',
  'wishlist.remove': 'ウィッシュリストから削除',
  'wishlist.loginRequired': 'ウィッシュリストに追加するにはログインが必要です',
  'wishlist.login': 'ログインする',
  'wishlist.toggleFailed': 'ウィッシュリストの更新に失敗しました',

  'wishlist.title': 'ウィッシュリスト',
  'wishlist.count': '{count} 件',
  'wishlist.countFiltered': '{total} 件中 {count} 件',
  'wishlist.filter': '優先度で絞り込み',
  'wishlist.filterAll': 'すべて',
  'wishlist.priority': '優先度',
  'wishlist.priority.3': '高',
  'wishlist.priority.2': '中',
  'wishlist.priority.1': '低',
  'wishlist.country': '国',
  'wishlist.type': '種類',
  'wishlist.notes': 'メモ',
  'wishlist.notesHint': '{max}文字まで。入力欄から離れると保存されます。',
  'wishlist.saveNotes': 'メモを保存',
  'wishlist.notesSaved': 'メモを保存しました',
  'wishlist.addedAt': '{date}に追加',
  'wishlist.viewOnMap': '地図で見る',
  'wishlist.removeItem': '削除',
  'wishlist.removeQuestion': 'この世界遺産をウィッシュリストから削除しますか？',
  'wishlist.removeConfirm': '削除する',
  'wishlist.removeCancel': 'キャンセル',
  'wishlist.removeFailed': '削除に失敗しました',
  'wishlist.priorityFailed': '優先度の更新に失敗しました',
  'wishlist.notesFailed': 'メモの保存に失敗しました',
  'wishlist.emptyTitle': 'ウィッシュリストはまだ空です',
  'wishlist.emptyBody': '地図で行きたい世界遺産を見つけて、ウィッシュリストに追加しましょう。',
  'wishlist.explore': '世界遺産を探す',
  'wishlist.loadFailed': 'ウィッシュリストの取得に失敗しました',
  'wishlist.loadFailedBody':
    'この端末にはまだウィッシュリストがありません。接続を確かめて、もう一度お試しください。',
  'wishlist.loadRetry': 'もう一度読み込む',
  'wishlist.filteredEmpty': 'この優先度の世界遺産はありません',
  'wishlist.failedTitle': '送信できなかった変更',
  'wishlist.failedAdd': '{name} の追加',
  'wishlist.failedChange': '{name} の変更',
} as const;

export type WishlistMessageKey = keyof typeof wishlistMessagesJa;
