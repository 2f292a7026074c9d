import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Visited share of all sites as a ring, with the figures beside it (signed-in users only). */
export function VisitedRing({ visited, total }: { visited: number; total: number }) {
  const t = useT();
  const locale = useLocale();
  const share = total > 0 ? visited / total : 0;
  const percent = Math.round(share * 1000) / 10;
  const label = `${t('map.legend.visitedRate')} ${formatNumber(percent, locale)}%`;
  return (
    <div className="visited-ring">
      <svg width="56" height="56" viewBox="0 0 56 56" role="img" aria-label={label}>
        <circle className="visited-ring__track" cx="28" cy="28" r={RADIUS} />
        {share > 0 ? (
          <circle
            className="visited-ring__value"
            cx="28"
            cy="28"
            r={RADIUS}
            strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform="rotate(-90 28 28)"
          />
        ) : null}
        <text x="28" y="28" textAnchor="middle" dominantBaseline="central">
          {`${formatNumber(Math.round(share * 100), locale)}%`}
        </text>
      </svg>
      <div className="visited-ring__text">
        <span className="map-legend__subtitle">{t('map.legend.visitedRate')}</span>
        <span>
          {t('map.legend.visitedCount', {
            visited: formatNumber(visited, locale),
            total: formatNumber(total, locale),
          })}
        </span>
      </div>
    </div>
  );
}
