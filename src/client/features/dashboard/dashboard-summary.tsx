import { Link } from '@tanstack/react-router';
import type { DashboardBasic, DashboardStats } from '../../../shared/api/dashboard';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from '../auth/session-store';
import type { DeviceCollection } from '../device-collection/device-collection';
import type { RemoteView } from '../remote-view/use-remote-view';
import { ThisYearReviewLink } from '../year-review/review-link';
import { useBadgeTally } from './badge-tally';
import { levelStanding } from './next-level';
import { SectionFailed } from './section-failed';

/**
 * The dashboard's head: greeting, the achievement level (SPEC.md §4) with what the next one
 * needs, and the badge tally. The level follows the statistics, as on the profile; before
 * they arrive, the server's word on it.
 */
export function DashboardSummary({
  basic,
  stats,
  device,
}: {
  basic: RemoteView<DashboardBasic>;
  stats: DashboardStats | undefined;
  /** The device's collection, read once by the screen (badge-tally.ts). */
  device: DeviceCollection | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const sessionUser = useSessionStore((state) => state.user);
  const user = basic.data?.user ?? sessionUser;
  const name = user ? user.display_name || user.username : '';
  const standing = stats
    ? levelStanding(stats.user_stats.visited_sites, stats.global_stats.total_sites)
    : null;
  const level = standing?.level ?? basic.data?.achievement_level;
  const tally = useBadgeTally(basic.data, device);

  return (
    <header className="dashboard-summary">
      <div className="dashboard-summary__who">
        <h1 className="dashboard-summary__title">{t('title.dashboard')}</h1>
        {name ? (
          <p className="dashboard-summary__greeting">{t('dashboard.greeting', { name })}</p>
        ) : null}
      </div>
      <div className="dashboard-summary__facts">
        {level ? (
          <div className="dashboard-summary__level">
            <p>
              <span className="visually-hidden">{t('dashboard.levelLabel')}: </span>
              <span className={`level-chip level-chip--${level}`}>{t(`level.${level}`)}</span>
            </p>
            {standing ? (
              <p className="dashboard-summary__next">
                {standing.next
                  ? t('dashboard.nextLevel', {
                      level: t(`level.${standing.next.level}`),
                      count: formatNumber(standing.next.sitesNeeded, locale),
                    })
                  : t('dashboard.topLevel')}
              </p>
            ) : null}
          </div>
        ) : null}
        {tally ? (
          <p className="dashboard-summary__badges">
            <span>
              {t('dashboard.badges', {
                earned: formatNumber(tally.earned, locale),
                total: formatNumber(tally.total, locale),
              })}
            </span>
            <Link to="/badges" className="dashboard-summary__badges-link">
              {t('dashboard.badgesLink')}
            </Link>
          </p>
        ) : basic.status === 'failed' ? (
          <SectionFailed message={t('dashboard.basicFailed')} onRetry={basic.retry} />
        ) : null}
        <p>
          <ThisYearReviewLink className="dashboard-summary__badges-link" />
        </p>
      </div>
    </header>
  );
}
