/**
 * Messages of the visit form in the map popup (the sync state and the header's badge are
 * in outbox-status-messages.ts). Spread into i18n/ja-screens.ts and en-screens.ts.
 * Texts SPEC.md gives in Japanese are kept word for word.
 */
export const visitsMessagesJa = {
  'visit.heading': '訪問の記録',
  'visit.signedOut': '訪問を記録するにはログインが必要です。',
  'visit.login': 'ログインする',
  'visit.date': '訪問日',
  'visit.dateRequired': '訪問日を入力してください',
  'visit.dateFuture': '今日より後の日付は選べません',
  'visit.country': '訪れた国',
  'visit.countryHint':
    '複数の国にまたがる世界遺産です。訪問国の数には、ここで選んだ国が数えられます。',
  'visit.locationChoose': '現在地から選ぶ',
  'visit.locationFinding': '現在地を確認しています…',
  'visit.locationChosen': '現在地から{country}を選びました',
  'visit.locationOutside': '現在地はこの世界遺産のどの国にもないため、選択はそのままです',
  'visit.locationDenied': '位置情報の利用が許可されていないため、選択はそのままです',
  'visit.locationUnavailable': '現在地を取得できなかったため、選択はそのままです',
  'visit.locationTimeout': '現在地の取得に時間がかかったため、選択はそのままです',
  'visit.rating': '評価',
  'visit.ratingStar': '{count}つ星',
  'visit.comment': 'コメント',
  'visit.commentCount': '{count} / {max} 文字',
  'visit.photo': '写真',
  'visit.photoChoose': '写真を選ぶ',
  'visit.photoChange': '写真を変更',
  'visit.photoHint': 'JPEG・PNG・GIF・WEBP（10MBまで）1枚',
  'visit.photoChosen': '選んだ写真',
  'visit.photoSaved': '保存済みの写真',
  'visit.photoWaiting': '送信待ちの写真',
  'visit.photoClear': '選んだ写真を外す',
  'visit.record': '訪問を記録',
  'visit.update': '訪問を更新',
  'visit.saving': '保存しています…',
  'visit.saveFailed': '保存に失敗しました。もう一度お試しください',
  'visit.remove': '訪問を取り消す',
  'visit.removeQuestion': 'この訪問の記録を取り消しますか？',
  'visit.removeConfirm': 'はい、取り消す',
  'visit.removeCancel': 'やめる',
} as const;

export type VisitsMessageKey = keyof typeof visitsMessagesJa;
