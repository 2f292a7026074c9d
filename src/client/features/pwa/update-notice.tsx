import { useT } from '../../i18n/use-t';
import { useUpdateStore } from './update-store';
import './update-notice.css';

/**
 * Says that a new version waits, with a reload button; never reloads by itself, so nothing
 * changes under the user's hands (a half-written visit stays). The status region is always
 * there, empty until needed, so screen readers announce the message when it appears.
 */
export function UpdateNotice() {
  const t = useT();
  const waiting = useUpdateStore((state) => state.waiting);

  return (
    <div role="status" aria-label={t('pwa.updateLabel')} className="update-notice-region">
      {waiting ? (
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
      ) : null}
    </div>
  );
}
