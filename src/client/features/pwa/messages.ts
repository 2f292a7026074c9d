/**
 * Messages of the installable app: the update notice, the install button and its iOS
 * instructions, and the header's offline indicator. Spread into i18n/ja.ts and en.ts.
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

export const pwaMessagesEn: Record<PwaMessageKey, string> = {
  'pwa.updateLabel': 'App update',
  'pwa.updateAvailable': 'A new version is available',
  'pwa.updateReload': 'Reload',
  'pwa.updating': 'Switching to the new version…',
  'pwa.offlineReady': 'The app now also works offline',
  'pwa.install': 'Install the app',
  'pwa.installShort': 'Install',
  'pwa.iosInstallLabel': 'How to add it to the Home Screen',
  'pwa.iosInstall': 'Share button → Add to Home Screen',
  'pwa.offline': 'Offline',
  'pwa.offlineHint':
    'You are offline. Changes are saved on this device and sent when the connection returns.',
};
