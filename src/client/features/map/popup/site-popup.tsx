import { useId } from 'react';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { CheckIcon, HeritageTypeIcon, WarningIcon } from '../map-icons';
import { siteTexts } from '../site-text';
import { PopupFrame } from './popup-frame';
import { SiteDescription } from './site-description';
import { SiteSlotsLoader } from './site-slots-loader';

/**
 * A site's popup (SPEC.md §2 "Marker popup"): type, visited badge, names,
 * country, region, inscription year, description and UNESCO link, then the
 * slots the visits issue fills. `located` is false for a site the map cannot
 * draw; the popup then says why there is no marker.
 */
export function SitePopup({
  site,
  visited,
  located,
  onClose,
}: {
  site: CatalogueSiteRow;
  visited: boolean;
  located: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const text = siteTexts(site, locale);

  return (
    <PopupFrame titleId={titleId} onClose={onClose} className="map-popup--site">
      <div className="map-popup__badges">
        <span className={`site-type site-type--${site.heritage_type}`}>
          <HeritageTypeIcon type={site.heritage_type} size={15} />
          {t(`heritageType.${site.heritage_type}`)}
        </span>
        {visited ? (
          <span className="map-badge map-badge--visited">
            <CheckIcon size={13} />
            {t('map.badge.visited')}
          </span>
        ) : null}
        {site.danger ? (
          <span className="map-badge map-badge--danger">
            <WarningIcon size={13} />
            {t('map.badge.danger')}
          </span>
        ) : null}
      </div>
      <h2 id={titleId} className="map-popup__title">
        {text.name}
      </h2>
      {text.otherName ? (
        <p className="map-popup__subtitle" lang={text.otherLang}>
          {text.otherName}
        </p>
      ) : null}
      <dl className="map-popup__facts">
        <div>
          <dt>{t('map.popup.country')}</dt>
          <dd>{text.country}</dd>
        </div>
        <div>
          <dt>{t('map.popup.region')}</dt>
          <dd>{text.region}</dd>
        </div>
        <div>
          <dt>{t('map.popup.inscribed')}</dt>
          <dd>{t('map.site.year', { year: site.inscription_year })}</dd>
        </div>
      </dl>
      {located ? null : <p className="map-popup__note">{t('map.popup.noLocation')}</p>}
      <SiteDescription siteId={site.id} />
      <SiteSlotsLoader site={site} />
    </PopupFrame>
  );
}
