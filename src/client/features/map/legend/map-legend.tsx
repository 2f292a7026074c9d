import { useId, useState } from 'react';
import { BREAKPOINT_MOBILE_PX } from '../../../../shared/limits';
import { conicGradient } from '../../../../shared/map/grouping';
import { ChevronIcon } from '../../../app/icons';
import { useT } from '../../../i18n/use-t';
import { CheckIcon, LegendIcon } from '../map-icons';
import { DisplayModeSwitch } from './display-mode-switch';
import { VisitedRing } from './visited-ring';
import './map-legend.css';

const TYPES = ['cultural', 'natural', 'mixed'] as const;
const SAMPLE_MIX = { cultural: 6, natural: 3, mixed: 1 };

/** Open where it leaves the map room: not on a phone, nor on a short window. */
const ROOMY_QUERY = `(min-width: ${BREAKPOINT_MOBILE_PX + 1}px) and (min-height: 860px)`;

function startsOpen(): boolean {
  return globalThis.matchMedia?.(ROOMY_QUERY).matches ?? true;
}

/**
 * The legend (SPEC.md §2): type colours, the in-danger and group marks, the
 * visited marker and visited ring for a signed-in user, and the display-mode
 * switch. Folds away behind its heading; starts folded on a phone or a short window.
 */
export function MapLegend({
  signedIn,
  visited,
  total,
}: {
  signedIn: boolean;
  visited: number;
  total: number;
}) {
  const t = useT();
  const bodyId = useId();
  const [open, setOpen] = useState(startsOpen);
  return (
    <section
      className={open ? 'map-legend map-legend--open' : 'map-legend'}
      aria-label={t('map.legend.title')}
    >
      <button
        type="button"
        className="map-legend__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <LegendIcon size={18} />
        <span>{t('map.legend.title')}</span>
        <ChevronIcon size={16} />
      </button>
      <div id={bodyId} className="map-legend__body" hidden={!open}>
        <ul className="map-legend__items">
          {TYPES.map((type) => (
            <li key={type}>
              <span className={`legend-mark legend-mark--${type}`} aria-hidden="true" />
              {t(`heritageType.${type}`)}
            </li>
          ))}
          <li>
            <span className="legend-mark legend-mark--danger" aria-hidden="true" />
            {t('map.badge.danger')}
          </li>
          {signedIn ? (
            <li>
              <span className="legend-mark legend-mark--visited" aria-hidden="true">
                <CheckIcon size={10} />
              </span>
              {t('map.badge.visited')}
            </li>
          ) : null}
          <li className="map-legend__wide">
            <span
              className="legend-mark legend-mark--group"
              style={{ background: conicGradient(SAMPLE_MIX) }}
              aria-hidden="true"
            >
              <span>12</span>
            </span>
            {t('map.legend.group')}
          </li>
        </ul>
        <div className="map-legend__section">
          <DisplayModeSwitch />
        </div>
        {signedIn ? (
          <div className="map-legend__section">
            <VisitedRing visited={visited} total={total} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
