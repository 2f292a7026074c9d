import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { RankingType } from '../../../shared/api/ranking';
import type { RequestFailure } from '../../api/http';
import type { Translate } from '../../i18n/translate';
import { useT } from '../../i18n/use-t';

/** What went wrong, in words, for the collapsible details. */
function failureDetails(t: Translate, failure: RequestFailure | undefined): string {
  if (!failure || failure.kind === 'network') return t('ranking.errorOffline');
  if (failure.kind === 'session-ended') return t('ranking.errorStatus', { status: 401 });
  const body = failure.body;
  const detail =
    typeof body === 'string'
      ? body
      : typeof body === 'object' && body !== null && 'detail' in body
        ? String((body as { detail: unknown }).detail)
        : '';
  const status = detail ? `${failure.status} ${detail}` : String(failure.status);
  return t('ranking.errorStatus', { status });
}

/**
 * SPEC.md §2/§8: the ranking failed and nothing is stored: 「エラーが発生しました」, what
 * happened under a disclosure, and a retry.
 */
export function RankingFailed({
  failure,
  onRetry,
}: {
  failure: RequestFailure | undefined;
  onRetry: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="ranking-notice ranking-notice--failed" aria-labelledby={titleId}>
      <h2 id={titleId} className="ranking-notice__title" role="alert">
        {t('ranking.error')}
      </h2>
      <p className="ranking-notice__body">{t('ranking.errorBody')}</p>
      <details className="ranking-notice__details">
        <summary>{t('ranking.errorDetails')}</summary>
        <p>{failureDetails(t, failure)}</p>
      </details>
      <button type="button" className="button button--primary button--small" onClick={onRetry}>
        {t('ranking.retry')}
      </button>
    </section>
  );
}

/** Nobody scored for this type and period: says what would count, per type. */
export function RankingEmpty({ type }: { type: RankingType }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="ranking-notice" aria-labelledby={titleId}>
      <h2 id={titleId} className="ranking-notice__title">
        {t(`ranking.empty.${type}`)}
      </h2>
      <p className="ranking-notice__body">{t(`ranking.emptyBody.${type}`)}</p>
      <Link to="/map" className="button button--secondary button--small">
        {t('ranking.toMap')}
      </Link>
    </section>
  );
}

/** 「数え方」: how each number is counted (docs/COUNTING.md), closed until asked. */
export function HowCounted() {
  const t = useT();
  return (
    <details className="ranking-how">
      <summary className="ranking-how__summary">{t('ranking.how.title')}</summary>
      <ul className="ranking-how__list">
        <li>{t('ranking.how.sites')}</li>
        <li>{t('ranking.how.countries')}</li>
        <li>{t('ranking.how.reviews')}</li>
        <li>{t('ranking.how.periods')}</li>
        <li>{t('ranking.how.ties')}</li>
        <li>{t('ranking.how.hidden')}</li>
      </ul>
    </details>
  );
}
