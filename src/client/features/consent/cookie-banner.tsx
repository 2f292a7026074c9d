import { useInBrowser } from '../../app/use-in-browser';
import { useT } from '../../i18n/use-t';
import { useConsentStore } from './consent-store';
import './cookie-banner.css';

/**
 * Asks once for analytics consent; shown on every page until answered. Both answers look
 * alike on purpose: declining must be as easy as accepting. Never in the prerendered landing
 * page: Node cannot know the stored answer, so visitors who already gave one would see the
 * banner flash, with buttons that do nothing until the script arrives. Appearing later
 * shifts nothing: it comes after the footer and sticks over the bottom of the viewport.
 */
export function CookieBanner() {
  const t = useT();
  const consent = useConsentStore((state) => state.consent);
  const answer = useConsentStore((state) => state.answer);
  const inBrowser = useInBrowser();
  if (consent !== null || !inBrowser) return null;

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
