import { useId, useState } from 'react';
import { ExternalLinkIcon } from '../../../app/icons';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { useSiteDetail } from '../../catalogue/queries';

/**
 * The site's description, read from the popup-only details table. A Japanese
 * reader gets the Japanese text, labelled as a machine translation when it
 * is one, with the English original one tap away; an English reader gets the
 * original. Ends with the link to the site's UNESCO page.
 */
export function SiteDescription({ siteId }: { siteId: number }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const detail = useSiteDetail(siteId);
  const [showOriginal, setShowOriginal] = useState(false);

  if (detail === undefined) {
    return <p className="map-popup__muted">{t('map.popup.loadingDescription')}</p>;
  }
  if (detail === null) return <p className="map-popup__muted">{t('map.popup.noDescription')}</p>;

  const japanese = locale === 'ja' && detail.description !== '';
  const machine = japanese && detail.description_machine_translated;
  const english = !japanese || (machine && showOriginal);
  const text = english ? detail.description_en : detail.description;

  return (
    <>
      <section className="map-popup__description" aria-labelledby={headingId}>
        <h3 id={headingId} className="map-popup__section-title">
          {t('map.popup.description')}
          {machine ? (
            <span
              className="map-badge map-badge--machine"
              title={t('map.popup.machineTranslatedNote')}
            >
              {t('map.popup.machineTranslated')}
            </span>
          ) : null}
        </h3>
        {text ? (
          <p lang={english ? 'en' : 'ja'}>{text}</p>
        ) : (
          <p className="map-popup__muted">{t('map.popup.noDescription')}</p>
        )}
        {machine ? (
          <button
            type="button"
            className="map-popup__link-button"
            aria-pressed={showOriginal}
            onClick={() => setShowOriginal(!showOriginal)}
          >
            {showOriginal ? t('map.popup.showTranslation') : t('map.popup.showOriginal')}
          </button>
        ) : null}
        {detail.coordinates_approximate ? (
          <p className="map-popup__muted">{t('map.popup.approximate')}</p>
        ) : null}
      </section>
      <a
        className="map-popup__unesco"
        href={detail.unesco_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('map.popup.unescoLink')}
        <ExternalLinkIcon size={14} />
        <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
      </a>
    </>
  );
}
