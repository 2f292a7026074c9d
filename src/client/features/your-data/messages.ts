/**
 * Messages of the profile's "your data" section (docs/EXPORT.md). Spread into i18n/ja-screens.ts
 * and en-screens.ts.
 */
export const yourDataMessagesJa = {
  'yourData.title': 'データの書き出し',
  'yourData.body':
    '訪問記録、ウィッシュリスト、プロフィール、獲得したバッジ、写真を 1 つの ZIP ファイルに書き出します。CSV は表計算ソフトでそのまま開けます。',
  'yourData.export': 'データを書き出す',
  'yourData.exporting': '書き出しています…',
  'yourData.doneServer': '書き出しました（{size} MB）。ダウンロードしたファイルをご確認ください。',
  'yourData.doneDevice':
    'サーバーに接続できないため、この端末のデータから書き出しました（{size} MB）。この端末にない写真は含まれていません。',
  'yourData.failed': '書き出せませんでした。もう一度お試しください。',
} as const;

export type YourDataMessageKey = keyof typeof yourDataMessagesJa;
