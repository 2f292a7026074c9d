import type { DashboardStats } from '../../../shared/api/dashboard';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { achievementsOf } from './achievements';

/** The five achievements of SPEC.md §4, achieved or with how far along. */
export function AchievementList({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const locale = useLocale();
  const achievements = achievementsOf({
    visitedSites: stats.user_stats.visited_sites,
    cultural: stats.user_stats.visited_by_type.cultural,
    natural: stats.user_stats.visited_by_type.natural,
    totalSites: stats.global_stats.total_sites,
  });
  return (
    <ul className="achievements">
      {achievements.map((a) => (
        <li key={a.id} className={`achievement${a.earned ? ' achievement--earned' : ''}`}>
          <span className="achievement__mark">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {a.earned ? <path d="m6 12.5 4 4 8-9" /> : <circle cx="12" cy="12" r="3" />}
            </svg>
          </span>
          <span className="achievement__text">
            <span className="achievement__name">{t(`dashboard.achievement.${a.id}`)}</span>
            <span className="achievement__body">{t(`dashboard.achievement.${a.id}.body`)}</span>
          </span>
          <span className="achievement__state">
            {a.earned
              ? t('dashboard.achievement.done')
              : t('dashboard.achievement.progress', {
                  current: formatNumber(a.current, locale),
                  target: formatNumber(a.target, locale),
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}
