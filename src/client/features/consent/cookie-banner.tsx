import { useInBrowser } from '../../app/use-in-browser';
import { useT } from '../../i18n/use-t';
import { useConsentStore } from './consent-store';
import './cookie-banner.css';

/**
 * Asks once for analytics consent; shown on every page until answered. Both answers look
 * alike on purpose: declining must be as easy as accepting.
 *
 * In the prerendered pages (rendered in Node, which cannot know the stored answer) it is
 * written hidden: the boot script (prerender/prerendered.ts) shows it before the first
 * paint only to visitors who have not answered, so nobody else sees it flash, and answers a
 * press on its buttons until the app takes over. That way the banner, often the largest
 * text on a phone, is part of the first paint (its largest paint: docs/PERF.md P4).
 * Once in the browser, React renders it only while the question is open.
 */
export function CookieBanner() {
  const t = useT();
  const consent = useConsentStore((state) => state.consent);
  const answer = useConsentStore((state) => state.answer);
  const inBrowser = useInBrowser();
  if (inBrowser && consent !== null) return null;

  return (
    <section
      className={inBrowser ? 'cookie-banner' : 'cookie-banner cookie-banner--prerendered'}
      aria-label={t('consent.label')}
    >
      <p className="cookie-banner__message">{t('consent.message')}</p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          data-consent-answer="declined"
          onClick={() => answer('declined')}
        >
          {t('consent.decline')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-consent-answer="accepted"
          onClick={() => answer('accepted')}
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
