/**
 * Messages of the installable app: the update notice, the install button and its iOS instructions,
 * and the header's offline indicator. Spread into i18n/ja-first-screen.ts and en-first-screen.ts
 * (the first screen's part).
 */
export const pwaMessagesJa = {
  'pwa.updateLabel': 'アプリの更新',
  'pwa.updateAvailable': '新しいバージョンがあります',
  'pwa.updateReload': '再読み込み',
  'pwa.updating': '新しいバージョンに切り替えています…',
  'pwa.offlineReady': 'オフラインでも使えるようになりました',
  'pwa.install': 'アプリをインストール',
  'pwa.installShort': 'インストール',
  'pwa.iosInstallLabel': 'ホーム画面に追加する方法',
  'pwa.iosInstall': '共有ボタン → ホーム画面に追加',
  'pwa.offline': 'オフライン',
  'pwa.offlineHint': 'オフラインです。記録はこの端末に保存され、接続が戻ると送信されます。',
};

export type PwaMessageKey = keyof typeof pwaMessagesJa;
