import { useEffect } from 'react';
import type { RankingPeriod, RankingType } from '../../../shared/api/ranking';
import { LoadingIndicator } from '../../app/loading-indicator';
import { ToggleGroup } from '../../app/toggle-group';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { trackEvent } from '../analytics/analytics';
import { useSessionStore } from '../auth/session-store';
import { CopyNotice } from '../remote-view/copy-notice';
import { LeaderboardList } from './leaderboard-list';
import { MyRankingCard, MyRankingSignIn } from './my-ranking-card';
import { periodKeyLabel } from './period-label';
import { RANKING_PERIOD_KEYS, RANKING_TYPE_KEYS, useLeaderboard, useMyRanking } from './queries';
import { HowCounted, RankingEmpty, RankingFailed } from './ranking-states';
import '../auth/forms.css';
import './ranking.css';

/**
 * /ranking (SPEC.md §2 Ranking): type and period toggles, the signed-in user's own position,
 * and the top 50 with the top three and the viewer highlighted. Offline or on a failure the
 * last copy of each choice shows with its age; with none, the error with details and retry.
 */
export function RankingScreen({
  type,
  period,
  onChange,
}: {
  type: RankingType;
  period: RankingPeriod;
  onChange: (next: { type: RankingType; period: RankingPeriod }) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const sessionLoading = useSessionStore((state) => state.loading);
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const board = useLeaderboard(type, period);
  const mine = useMyRanking(type, period, viewerId !== null);
  useEffect(() => {
    trackEvent({ name: 'ranking_view', params: { ranking_type: type, period } });
  }, [type, period]);

  const typeName = t(`ranking.type.${type}`);
  const periodName = t(`ranking.period.${period}`);
  // For one render after a switch the view still holds the previous choice's answer.
  const data = board.data?.type === type && board.data.period === period ? board.data : undefined;
  const counted = data ? periodKeyLabel(data.period_key, locale) : null;

  return (
    <div className="page ranking-page">
      <header className="ranking-page__head">
        <h1 className="ranking-page__title">{t('title.ranking')}</h1>
        <p className="ranking-page__lead">{t('ranking.lead')}</p>
        <HowCounted />
      </header>

      <div className="ranking-page__controls">
        <ToggleGroup
          label={t('ranking.typeGroup')}
          options={RANKING_TYPE_KEYS.map((key) => ({ key, label: t(`ranking.type.${key}`) }))}
          selected={type}
          onSelect={(next) => onChange({ type: next, period })}
        />
        <ToggleGroup
          label={t('ranking.periodGroup')}
          options={RANKING_PERIOD_KEYS.map((key) => ({ key, label: t(`ranking.period.${key}`) }))}
          selected={period}
          onSelect={(next) => onChange({ type, period: next })}
        />
      </div>

      {sessionLoading ? null : viewerId === null ? (
        <MyRankingSignIn />
      ) : (
        <MyRankingCard view={mine} type={type} />
      )}

      <section className="ranking-page__board" aria-labelledby="ranking-board-title">
        <h2 id="ranking-board-title" className="ranking-page__board-title">
          {typeName}
          <span className="ranking-page__board-period">
            {counted ? t('ranking.periodOf', { period: counted }) : periodName}
          </span>
        </h2>
        {data === undefined ? (
          board.status === 'failed' ? (
            <RankingFailed failure={board.failure} onRetry={board.retry} />
          ) : (
            <LoadingIndicator label={t('ranking.loading')} />
          )
        ) : (
          <>
            <CopyNotice view={board} />
            {data.leaderboard.length === 0 ? (
              <RankingEmpty type={type} />
            ) : (
              <LeaderboardList
                entries={data.leaderboard}
                type={type}
                label={t('ranking.listLabel', { type: typeName, period: periodName })}
                viewerId={viewerId}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
