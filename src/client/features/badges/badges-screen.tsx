import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { BADGE_CATEGORIES } from '../../../shared/collecting/badge-categories';
import { LoadingIndicator } from '../../app/loading-indicator';
import { ToggleGroup } from '../../app/toggle-group';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { badgesWithDevice, type ShownBadge } from '../device-collection/badges-with-device';
import { useDeviceBadges } from '../device-collection/use-device-collection';
import { CopyNotice } from '../remote-view/copy-notice';
import { LoadFailed } from '../remote-view/load-failed';
import { BadgeCard } from './badge-card';
import { CheckNewBadges } from './check-new-badges';
import { useBadges } from './queries';
import '../auth/forms.css';
import './badges.css';

const FILTERS = ['all', 'earned', 'unearned'] as const;
type BadgeFilter = (typeof FILTERS)[number];

function matches(badge: ShownBadge, filter: BadgeFilter): boolean {
  return filter === 'all' || (filter === 'earned') === badge.earned;
}

/** The badges shown, by category in the collection's order, tiers upwards. */
function byCategory(badges: readonly ShownBadge[]) {
  return BADGE_CATEGORIES.map((category) => ({
    category,
    badges: badges.filter((b) => b.category === category).sort((a, b) => a.tier - b.tier),
  })).filter((group) => group.badges.length > 0);
}

/**
 * /badges (SPEC.md §2 Badges): earned / total, the filter (all, earned, not earned), the
 * check for new badges, and a card per badge grouped by category. Offline the last copy shows
 * with its age; with none, SPEC.md §8's 'バッジの取得に失敗しました' and a retry.
 */
export function BadgesScreen() {
  const t = useT();
  const locale = useLocale();
  const view = useBadges();
  // When the waiting visits have been sent, ask the server again: it now holds their badges.
  const device = useDeviceBadges(view.retry);
  const [filter, setFilter] = useState<BadgeFilter>('all');
  // The server's copy with what this device's own visits earn (waiting ones included).
  const badges = useMemo(() => badgesWithDevice(view.data, device), [view.data, device]);
  const deviceOnly = view.data === undefined && badges !== undefined;
  const groups = useMemo(
    () => byCategory((badges ?? []).filter((badge) => matches(badge, filter))),
    [badges, filter],
  );

  const earned = badges?.filter((badge) => badge.earned).length ?? 0;
  const total = badges?.length ?? 0;

  return (
    <div className="page badges-page">
      <header className="badges-page__head">
        <div className="badges-page__intro">
          <h1 className="badges-page__title">{t('badges.title')}</h1>
          <p className="badges-page__lead">{t('badges.lead')}</p>
        </div>
        {badges ? (
          <div className="badges-page__tally">
            <p className="badges-page__count">
              {t('badges.count', {
                earned: formatNumber(earned, locale),
                total: formatNumber(total, locale),
              })}
            </p>
            <div
              className="badges-page__bar"
              role="progressbar"
              aria-label={t('badges.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={earned}
            >
              <span style={{ width: `${total ? (earned / total) * 100 : 0}%` }} />
            </div>
          </div>
        ) : null}
      </header>

      <CheckNewBadges onFound={view.retry} />

      {badges === undefined ? (
        view.status === 'failed' ? (
          <LoadFailed
            message={t('badges.loadFailed')}
            detail={t('badges.loadFailedBody')}
            retryLabel={t('badges.retry')}
            onRetry={view.retry}
          />
        ) : (
          <LoadingIndicator label={t('badges.loading')} />
        )
      ) : (
        <>
          {deviceOnly ? (
            <p className="badges-page__device-only" role="status">
              {t('badges.deviceOnly')}
            </p>
          ) : (
            <CopyNotice view={view} />
          )}
          <ToggleGroup
            label={t('badges.filter')}
            options={FILTERS.map((key) => ({ key, label: t(`badges.filter.${key}`) }))}
            selected={filter}
            onSelect={setFilter}
          />
          {groups.length === 0 ? (
            <BadgesEmpty filter={filter} />
          ) : (
            groups.map((group) => (
              <section
                key={group.category}
                className="badge-group"
                aria-labelledby={`badge-group-${group.category}`}
              >
                <h2 id={`badge-group-${group.category}`} className="badge-group__title">
                  {t(`badges.category.${group.category}`)}
                </h2>
                <ul className="badge-grid">
                  {group.badges.map((badge) => (
                    <li key={badge.id}>
                      <BadgeCard badge={badge} />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}

function BadgesEmpty({ filter }: { filter: BadgeFilter }) {
  const t = useT();
  return (
    <section className="badges-notice" aria-labelledby="badges-empty">
      <h2 id="badges-empty" className="badges-notice__title">
        {filter === 'unearned' ? t('badges.emptyUnearned') : t('badges.emptyEarned')}
      </h2>
      {filter === 'unearned' ? null : (
        <>
          <p className="badges-notice__body">{t('badges.emptyEarnedBody')}</p>
          <Link to="/map" className="button button--secondary button--small">
            {t('badges.toMap')}
          </Link>
        </>
      )}
    </section>
  );
}
