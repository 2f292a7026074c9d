import type { DashboardStats } from '../../../shared/api/dashboard';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';

const TYPES = ['cultural', 'natural', 'mixed'] as const;

/**
 * The overall numbers (the profile's three, and reviews) and a card per heritage type:
 * visited of all on the List. A line says how many visits are still waiting on this device:
 * `counted` when these numbers are the device's own and include them, else they are not in
 * the server's counts yet.
 */
export function DashboardStatsView({
  stats,
  waiting,
  counted,
}: {
  stats: DashboardStats;
  waiting: number;
  counted: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { user_stats: mine, global_stats: all } = stats;
  const n = (value: number) => formatNumber(value, locale);
  const items = [
    {
      key: 'sites',
      label: t('dashboard.stats.sites'),
      value: n(mine.visited_sites),
      unit: t('dashboard.stats.sitesUnit', { count: mine.visited_sites }),
    },
    {
      key: 'countries',
      label: t('dashboard.stats.countries'),
      value: n(mine.countries_visited),
      unit: t('dashboard.stats.countriesUnit', { count: mine.countries_visited }),
    },
    {
      key: 'completion',
      label: t('dashboard.stats.completion'),
      value: n(mine.visit_percentage),
      unit: '%',
      note: t('dashboard.stats.of', { total: n(all.total_sites) }),
    },
    {
      key: 'reviews',
      label: t('dashboard.stats.reviews'),
      value: n(mine.reviews_count),
      unit: t('dashboard.stats.reviewsUnit', { count: mine.reviews_count }),
    },
  ];
  const totals = {
    cultural: all.cultural_sites,
    natural: all.natural_sites,
    mixed: all.mixed_sites,
  };

  return (
    <>
      <dl className="dashboard-stats">
        {items.map((item) => (
          <div
            key={item.key}
            className={`dashboard-stats__item dashboard-stats__item--${item.key}`}
          >
            <dt className="dashboard-stats__label">{item.label}</dt>
            <dd className="dashboard-stats__value">
              {item.value}
              <span className="dashboard-stats__unit">{item.unit}</span>
              {item.note ? <span className="dashboard-stats__note">{item.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="dashboard-bar"
        role="progressbar"
        aria-label={t('dashboard.stats.completion')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mine.visit_percentage}
      >
        <span style={{ width: `${Math.min(100, mine.visit_percentage)}%` }} />
      </div>
      {waiting > 0 ? (
        <p className="dashboard-stats__waiting">
          {t(counted ? 'dashboard.stats.waitingCounted' : 'dashboard.stats.waiting', {
            count: n(waiting),
          })}
        </p>
      ) : null}

      <h3 className="dashboard-subtitle">{t('dashboard.types.title')}</h3>
      <ul className="dashboard-types">
        {TYPES.map((type) => {
          const visited = mine.visited_by_type[type];
          const total = totals[type];
          return (
            <li key={type} className={`dashboard-type dashboard-type--${type}`}>
              <span className={`type-chip type-chip--${type}`}>{t(`heritageType.${type}`)}</span>
              <span className="dashboard-type__count">
                {t('dashboard.types.count', { visited: n(visited), total: n(total) })}
              </span>
              <span
                className="dashboard-type__bar"
                role="progressbar"
                aria-label={t(`heritageType.${type}`)}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={visited}
              >
                <span style={{ width: `${total ? Math.min(100, (visited / total) * 100) : 0}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
