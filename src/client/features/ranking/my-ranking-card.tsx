import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MyRanking, RankingType } from '../../../shared/api/ranking';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../remote-view/load-failed';
import type { RemoteView } from '../remote-view/use-remote-view';
import { scoreText } from './leaderboard-list';
import { RankMark } from './rank-mark';

/**
 * The signed-in user's own position (SPEC.md §2): the rank (a medal for 1–3, otherwise #n)
 * and the score with its unit. It says so when the user has no place yet, and when they
 * chose not to be shown to others (the rank is then where they would stand).
 */
export function MyRankingCard({ view, type }: { view: RemoteView<MyRanking>; type: RankingType }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const mine = view.data;
  return (
    <section className="my-ranking" aria-labelledby={titleId} aria-busy={mine === undefined}>
      <h2 id={titleId} className="my-ranking__title">
        {t('ranking.mine.title')}
      </h2>
      {mine === undefined ? (
        view.status === 'failed' ? (
          <LoadFailed
            level={3}
            message={t('ranking.mine.failed')}
            retryLabel={t('ranking.retry')}
            onRetry={view.retry}
          />
        ) : (
          <p className="my-ranking__note">{t('remoteView.loading')}</p>
        )
      ) : (
        <div className="my-ranking__body">
          {mine.rank === null ? (
            <p className="my-ranking__unranked">
              <strong>{t('ranking.mine.unranked')}</strong>
              <span>{t('ranking.mine.unrankedBody')}</span>
            </p>
          ) : (
            <div className="my-ranking__position">
              <RankMark rank={mine.rank} size="l" />
              <p className="my-ranking__score">
                <span className="visually-hidden">{t('ranking.mine.score')}: </span>
                {scoreText(t, locale, type, mine.score)}
              </p>
            </div>
          )}
          {mine.shown_in_rankings ? null : (
            <p className="my-ranking__hidden">{t('ranking.mine.hidden')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** For a visitor: where their position would be, and the way to it. */
export function MyRankingSignIn() {
  const t = useT();
  const titleId = useId();
  return (
    <section className="my-ranking my-ranking--visitor" aria-labelledby={titleId}>
      <h2 id={titleId} className="my-ranking__title">
        {t('ranking.mine.title')}
      </h2>
      <div className="my-ranking__body">
        <p className="my-ranking__note">{t('ranking.mine.signIn')}</p>
        <Link to="/login" className="button button--primary button--small">
          {t('ranking.mine.login')}
        </Link>
      </div>
    </section>
  );
}
