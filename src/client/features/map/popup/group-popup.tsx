import { useId } from 'react';
import { conicGradient, type GroupItem } from '../../../../shared/map/grouping';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { useSelectionStore } from '../selection-store';
import { PopupFrame } from './popup-frame';

/**
 * A group's popup: its name and count, its type mix, and up to 20 of its
 * sites (GROUP_POPUP_LIMIT, SPEC.md §9); choosing one flies to it.
 */
export function GroupPopup({
  group,
  label,
  sitesById,
  onClose,
}: {
  group: GroupItem;
  label: string;
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const flyToSite = useSelectionStore((state) => state.flyToSite);
  const hidden = group.count - group.previewIds.length;

  return (
    <PopupFrame titleId={titleId} onClose={onClose} className="map-popup--group">
      <div className="map-popup__group-head">
        <span
          className="map-popup__mix"
          style={{ background: conicGradient(group.counts) }}
          aria-hidden="true"
        />
        <h2 id={titleId} className="map-popup__title">
          {t('map.group.title', { name: label, count: group.count })}
        </h2>
      </div>
      <p className="map-popup__mix-counts">
        {(['cultural', 'natural', 'mixed'] as const)
          .filter((type) => group.counts[type] > 0)
          .map((type) => (
            <span key={type} className={`site-type site-type--${type} site-type--plain`}>
              {t(`heritageType.${type}`)} {group.counts[type]}
            </span>
          ))}
      </p>
      <ul className="map-popup__sites" aria-label={t('map.group.sitesLabel', { name: label })}>
        {group.previewIds.map((id) => {
          const site = sitesById.get(id);
          if (!site) return null;
          return (
            <li key={id}>
              <button type="button" onClick={() => flyToSite(id)}>
                <span className={`site-dot site-dot--${site.heritage_type}`} aria-hidden="true" />
                {locale === 'ja' ? site.name : site.name_en}
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <p className="map-popup__muted">{t('map.group.more', { count: hidden })}</p>
      ) : null}
    </PopupFrame>
  );
}
