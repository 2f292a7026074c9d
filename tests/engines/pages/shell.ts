import type { Target } from '../support/engine';

/** The app's shell around every screen: header, account menu, update notice, install control. */
const banner: Target = { css: 'header' };

export const shell = {
  banner,
  accountMenuButton: { css: 'button', name: /アカウントメニュー/, within: banner },
  logOut: { css: 'button', name: 'ログアウト', within: banner },
  updateRegion: { css: '[role="status"][aria-label="アプリの更新"]' },
  updateReload: {
    css: 'button',
    name: '再読み込み',
    within: { css: '[role="status"][aria-label="アプリの更新"]' },
  },
  offlineReady: { css: '[role="status"][aria-label="アプリの更新"] p', name: /オフライン/ },
  /** The install control: the browser's prompt, or the iPhone's instructions' disclosure. */
  installControl: { css: 'button', name: /アプリをインストール/ },
  iosInstructions: { css: 'section[aria-label="ホーム画面に追加する方法"]' },
  /** The header's count's own button while the data is at risk (storage not persistent). */
  atRiskCount: { css: 'button[aria-expanded]', name: /送信待ちの変更/, within: banner },
  atRiskNote: { css: 'section', name: '送信前の変更が消えるおそれがあります', within: banner },
} satisfies Record<string, Target>;

/** The header's count of waiting changes, as screen readers hear it. */
export const waitingCount = (count: number) => `送信待ちの変更 ${count}件`;
