import { LineIconFrame } from '../../app/icons';
import { useT } from '../../i18n/use-t';
import { promptInstall, useInstallStore } from './install-store';
import { isIosSafari } from './platform';
import './install-app.css';

/**
 * 「アプリをインストール」 where the browser offers installation, short instructions on iOS
 * Safari (which has no install prompt), nothing once installed. Lives in the account menu.
 */
export function InstallApp() {
  const t = useT();
  const prompt = useInstallStore((state) => state.prompt);
  const installed = useInstallStore((state) => state.installed);
  if (installed) return null;

  if (prompt) {
    return (
      <button
        type="button"
        className="button button--secondary install-app__button"
        onClick={() => void promptInstall()}
      >
        <InstallIcon />
        {t('pwa.install')}
      </button>
    );
  }

  if (!isIosSafari()) return null;
  return (
    <section className="install-app__ios" aria-label={t('pwa.iosInstallLabel')}>
      <p className="install-app__ios-title">{t('pwa.install')}</p>
      <p className="install-app__ios-steps">{t('pwa.iosInstall')}</p>
    </section>
  );
}

function InstallIcon() {
  return (
    <LineIconFrame size={18} strokeWidth={2}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14" />
    </LineIconFrame>
  );
}
