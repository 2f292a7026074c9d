import { type ReactNode, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useCatalogueSites, useCatalogueSync } from '../catalogue/queries';
import { deviceDashboardStats } from '../device-collection/device-collection';
import { useDeviceCollection } from '../device-collection/use-device-collection';
import { outboxSync } from '../outbox/outbox-instance';
import { useSignedInUserId } from '../outbox/queries';
import { CopyNotice } from '../remote-view/copy-notice';
import { AchievementList } from './achievement-list';
import { DashboardFeedView } from './dashboard-feed';
import { DashboardStatsView } from './dashboard-stats';
import { DashboardSummary } from './dashboard-summary';
import {
  useDashboardBasic,
  useDashboardFeed,
  useDashboardStats,
  useOwnVisitsNewestFirst,
} from './queries';
import { RecentVisits } from './recent-visits';
import { SectionFailed } from './section-failed';
import { VisitedCountries } from './visited-countries';
import '../auth/forms.css';
import '../profile/profile.css';
import './dashboard.css';

function Section({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`dashboard-card ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Pulls the own visits again (SPEC.md §8 'Failed to load recent visits' → retry). */
function useOwnVisitsRetry(): { retry: () => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    retry: () => {
      setBusy(true);
      outboxSync
        .sync({ pull: true, ignoreBackoff: true })
        .catch(() => {
          // Recorded as a failed pull: the message stays and can be retried.
        })
        .finally(() => setBusy(false));
    },
  };
}

/**
 * /dashboard (SPEC.md §2 Dashboard): the level and badge tally, overall and per-type
 * numbers, the five achievements, the three latest own visits and the visited countries (from
 * this device, so current offline), and others' recent posts. Each server section keeps its
 * last copy for offline and fails on its own, with SPEC.md §8's message and a retry.
 */
export function DashboardScreen() {
  const t = useT();
  const viewerId = useSignedInUserId();
  useCatalogueSync();
  const sites = useCatalogueSites();
  const own = useOwnVisitsNewestFirst();
  const basic = useDashboardBasic();
  const stats = useDashboardStats();
  const feed = useDashboardFeed();
  const ownRetry = useOwnVisitsRetry();
  const sitesById = useMemo(() => new Map(sites?.map((site) => [site.id, site])), [sites]);
  const waiting = own?.visits.filter((visit) => visit.serverId === null).length ?? 0;
  // Once the device holds all the user's visits, it counts them itself (the same rules as the
  // server): current offline, waiting visits included. Until then, the server's last copy.
  const device = useDeviceCollection();
  const deviceStats = useMemo(
    () => (device && own?.pulled ? deviceDashboardStats(device) : undefined),
    [device, own?.pulled],
  );
  const shownStats = deviceStats ?? stats.data;

  return (
    <div className="page dashboard-page">
      <DashboardSummary basic={basic} stats={shownStats} device={device} />
      <div className="dashboard-grid">
        <div className="dashboard-grid__main">
          <Section title={t('dashboard.stats.title')}>
            {deviceStats ? (
              <DashboardStatsView stats={deviceStats} waiting={waiting} counted />
            ) : stats.data ? (
              <>
                <CopyNotice view={stats} />
                <DashboardStatsView stats={stats.data} waiting={waiting} counted={false} />
              </>
            ) : stats.status === 'failed' ? (
              <SectionFailed message={t('dashboard.statsFailed')} onRetry={stats.retry} />
            ) : (
              <p role="status">{t('remoteView.loading')}</p>
            )}
          </Section>

          {shownStats ? (
            <Section title={t('dashboard.achievements.title')}>
              <AchievementList stats={shownStats} />
            </Section>
          ) : null}

          <Section title={t('dashboard.recent.title')}>
            {own === undefined ? (
              <p role="status">{t('remoteView.loading')}</p>
            ) : own.unavailable ? (
              <SectionFailed
                message={t('dashboard.visitsFailed')}
                onRetry={ownRetry.busy ? () => {} : ownRetry.retry}
              />
            ) : (
              <RecentVisits visits={own.visits} sitesById={sitesById} />
            )}
          </Section>

          {own && !own.unavailable ? (
            <Section title={t('dashboard.countries.title')}>
              <VisitedCountries visits={own.visits} sitesById={sitesById} />
            </Section>
          ) : null}
        </div>

        <Section title={t('dashboard.feed.title')} className="dashboard-grid__side">
          <DashboardFeedView view={feed} viewerId={viewerId} />
        </Section>
      </div>
    </div>
  );
}
