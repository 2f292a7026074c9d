import { useT } from '../../i18n/use-t';
import { useConsentStore } from './consent-store';
import './cookie-banner.css';

/**
 * Asks once for analytics consent; shown on every page until answered. Both answers look
 * alike on purpose: declining must be as easy as accepting.
 */
export function CookieBanner() {
  const t = useT();
  const consent = useConsentStore((state) => state.consent);
  const answer = useConsentStore((state) => state.answer);
  if (consent !== null) return null;

  return (
    <section className="cookie-banner" aria-label={t('consent.label')}>
      <p className="cookie-banner__message">{t('consent.message')}</p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => answer('declined')}
        >
          {t('consent.decline')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => answer('accepted')}
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
