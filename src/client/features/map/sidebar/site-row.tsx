import { isDrawable } from '../../../../shared/map/coordinates';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { CheckIcon, HeritageTypeIcon, WarningIcon } from '../map-icons';
import { siteTexts } from '../site-text';

/**
 * One row of the site list (110 px): type, names in both languages, country
 * and year, and badges. The whole row is one button: choosing it flies the
 * map to the site.
 */
export function SiteRow({
  site,
  index,
  visited,
  tabbable,
  onChoose,
}: {
  site: CatalogueSiteRow;
  index: number;
  visited: boolean;
  tabbable: boolean;
  onChoose: (site: CatalogueSiteRow) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const text = siteTexts(site, locale);
  const located = isDrawable(site.latitude, site.longitude);
  return (
    <button
      type="button"
      className={`site-row site-row--${site.heritage_type}`}
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onChoose(site)}
    >
      <span className="site-row__icon" aria-hidden="true">
        <HeritageTypeIcon type={site.heritage_type} size={18} />
      </span>
      <span className="site-row__text">
        <span className="site-row__name">{text.name}</span>
        {text.otherName ? (
          <span className="site-row__other" lang={text.otherLang}>
            {text.otherName}
          </span>
        ) : null}
        <span className="site-row__meta">
          <span className="site-row__country">{text.country}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`heritageType.${site.heritage_type}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('map.site.year', { year: site.inscription_year })}</span>
          {visited ? (
            <span className="map-badge map-badge--visited">
              <CheckIcon size={12} />
              {t('map.badge.visited')}
            </span>
          ) : null}
          {site.danger ? (
            <span className="map-badge map-badge--danger">
              <WarningIcon size={12} />
              {t('map.badge.danger')}
            </span>
          ) : null}
          {located ? null : <span className="map-badge">{t('map.badge.noLocation')}</span>}
        </span>
      </span>
    </button>
  );
}
