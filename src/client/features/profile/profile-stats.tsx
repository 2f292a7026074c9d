import type { User, UserStats } from '../../../shared/api/auth';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';

/**
 * The three numbers of SPEC.md §2: sites visited, countries visited and completion. Until
 * the statistics arrive (or offline, before they ever did) the user's own counts stand in
 * and completion shows a dash.
 */
export function ProfileStats({ user, stats }: { user: User; stats: UserStats | undefined }) {
  const t = useT();
  const locale = useLocale();
  const sites = stats?.visited_sites ?? user.total_visits;
  const countries = stats?.countries_visited ?? user.countries_visited;

  const items = [
    {
      key: 'sites',
      label: t('ownProfile.stats.sites'),
      value: formatNumber(sites, locale),
      unit: t('ownProfile.stats.sitesUnit', { count: sites }),
    },
    {
      key: 'countries',
      label: t('ownProfile.stats.countries'),
      value: formatNumber(countries, locale),
      unit: t('ownProfile.stats.countriesUnit', { count: countries }),
    },
    {
      key: 'completion',
      label: t('ownProfile.stats.completion'),
      value: stats ? formatNumber(stats.visit_percentage, locale) : '—',
      unit: stats ? '%' : '',
      note: stats
        ? t('ownProfile.stats.of', { total: formatNumber(stats.total_sites, locale) })
        : undefined,
    },
  ];

  return (
    <section className="profile-card profile-stats" aria-labelledby="profile-stats-title">
      <h2 id="profile-stats-title" className="profile-card__title">
        {t('ownProfile.statsLabel')}
      </h2>
      <dl className="profile-stats__list">
        {items.map((item) => (
          <div key={item.key} className={`profile-stats__item profile-stats__item--${item.key}`}>
            <dt className="profile-stats__label">{item.label}</dt>
            <dd className="profile-stats__value">
              {item.value}
              {item.unit ? <span className="profile-stats__unit">{item.unit}</span> : null}
              {item.note ? <span className="profile-stats__note">{item.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {stats ? (
        <div
          className="profile-stats__bar"
          role="progressbar"
          aria-label={t('ownProfile.stats.completion')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stats.visit_percentage}
        >
          <span style={{ width: `${Math.min(100, stats.visit_percentage)}%` }} />
        </div>
      ) : null}
    </section>
  );
}
