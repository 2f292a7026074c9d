import { useId } from 'react';
import { LineIconFrame } from '../../app/icons';
import { useDropdown } from '../../app/use-dropdown';
import { useInBrowser } from '../../app/use-in-browser';
import { useT } from '../../i18n/use-t';
import { promptInstall, useInstallStore } from './install-store';
import { isIosSafari } from './platform';
import './install-app.css';

type Tone = 'light' | 'dark';

const BUTTON_CLASS: Record<Tone, string> = {
  light: 'button button--secondary install-app__button',
  dark: 'button button--on-dark install-app__button',
};

/**
 * 「アプリをインストール」 for visitors and signed-in users alike, in the header and in the
 * landing page's top bar: the browser's own prompt where it offers one (install-store keeps
 * it from showing its mini-infobar, so this is the only way in), short instructions on iOS
 * Safari (which has no prompt), nothing once installed or where neither applies. Never in
 * the prerendered pages: only the browser knows.
 */
export function InstallApp({ tone = 'light' }: { tone?: Tone }) {
  const prompt = useInstallStore((state) => state.prompt);
  const installed = useInstallStore((state) => state.installed);
  const inBrowser = useInBrowser();
  if (installed || !inBrowser) return null;
  if (prompt) return <InstallButton tone={tone} />;
  return isIosSafari() ? <IosInstructions tone={tone} /> : null;
}

function InstallButton({ tone }: { tone: Tone }) {
  const t = useT();
  return (
    <button
      type="button"
      className={BUTTON_CLASS[tone]}
      title={t('pwa.install')}
      onClick={() => void promptInstall()}
    >
      <InstallLabel />
    </button>
  );
}

/** A disclosure: in the header row there is no room to keep the steps open. */
function IosInstructions({ tone }: { tone: Tone }) {
  const t = useT();
  const panelId = useId();
  const { open, setOpen, containerRef, buttonRef } = useDropdown();

  return (
    <div className="install-app" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={BUTTON_CLASS[tone]}
        title={t('pwa.install')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <InstallLabel />
      </button>
      <section
        id={panelId}
        className="install-app__ios"
        aria-label={t('pwa.iosInstallLabel')}
        hidden={!open}
      >
        <p className="install-app__ios-steps">{t('pwa.iosInstall')}</p>
      </section>
    </div>
  );
}

/**
 * The full label; on a phone's landing top bar (beside the brand) the short one, which the
 * full one contains, so the name said and the name seen match; on a tablet's header the
 * icon alone (install-app.css).
 */
function InstallLabel() {
  const t = useT();
  return (
    <>
      <InstallIcon />
      <span className="install-app__label">{t('pwa.install')}</span>
      <span className="install-app__short-label" aria-hidden="true">
        {t('pwa.installShort')}
      </span>
    </>
  );
}

function InstallIcon() {
  return (
    <LineIconFrame size={18} strokeWidth={2}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14" />
    </LineIconFrame>
  );
}
