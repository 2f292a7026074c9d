import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useUpdateStore } from './update-store';
import './update-notice.css';

/** Long enough to read the one line; it asks nothing of the user. */
const OFFLINE_READY_MS = 6000;

/**
 * Says that a new version waits, with a reload button; never reloads by itself, so nothing
 * changes under the user's hands (a half-written visit stays). After the first install it
 * says once, for a few seconds, that the app now works offline. The status region is always
 * there, empty until needed, so screen readers announce the message when it appears.
 */
export function UpdateNotice() {
  const t = useT();
  const waiting = useUpdateStore((state) => state.waiting);
  const applying = useUpdateStore((state) => state.applying);
  const offlineReady = useUpdateStore((state) => state.offlineReady);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(
      () => useUpdateStore.setState({ offlineReady: false }),
      OFFLINE_READY_MS,
    );
    return () => clearTimeout(timer);
  }, [offlineReady]);

  return (
    <div role="status" aria-label={t('pwa.updateLabel')} className="update-notice-region">
      {waiting && applying ? (
        <div className="update-notice update-notice--passive">
          <p className="update-notice__text">{t('pwa.updating')}</p>
        </div>
      ) : waiting ? (
        <div className="update-notice">
          <p className="update-notice__text">{t('pwa.updateAvailable')}</p>
          <button
            type="button"
            className="button button--primary update-notice__button"
            // Loaded on demand: workbox-window stays out of the first screen's JavaScript.
            onClick={() => void import('./register-service-worker').then((m) => m.applyUpdate())}
          >
            {t('pwa.updateReload')}
          </button>
        </div>
      ) : offlineReady ? (
        <div className="update-notice update-notice--passive">
          <p className="update-notice__text">{t('pwa.offlineReady')}</p>
        </div>
      ) : null}
    </div>
  );
}
