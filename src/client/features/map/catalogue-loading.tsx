import { GlobeIcon } from '../../app/icons';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { retryCatalogueDownload } from '../catalogue/commands';
import { useCatalogueSync } from '../catalogue/queries';

function megabytes(bytes: number, locale: 'ja' | 'en'): string {
  return formatNumber(Math.round((bytes / 1_000_000) * 10) / 10, locale);
}

/**
 * The first visit's loading card over the map: a real progress bar of the
 * decoded bytes received (the server sends the decoded size), then "saving",
 * or a retry button when the download failed.
 */
export function CatalogueLoading() {
  const sync = useCatalogueSync();
  const t = useT();
  const locale = useLocale();

  if (sync.phase === 'failed') {
    return (
      <div className="catalogue-loading">
        <section className="catalogue-loading__card" aria-labelledby="catalogue-failed-title">
          <h2 id="catalogue-failed-title" className="catalogue-loading__title">
            {t('map.loading.failedTitle')}
          </h2>
          <p className="catalogue-loading__text">{t('map.loading.failedBody')}</p>
          <button type="button" className="button button--primary" onClick={retryCatalogueDownload}>
            {t('map.loading.retry')}
          </button>
        </section>
      </div>
    );
  }

  const received = sync.progress?.received ?? 0;
  const total = sync.progress?.total ?? null;
  const storing = sync.phase === 'storing';
  const percent = storing
    ? 100
    : total
      ? Math.min(100, Math.floor((received / total) * 100))
      : null;
  const step =
    sync.phase === 'downloading'
      ? t('map.loading.downloading')
      : storing
        ? t('map.loading.storing')
        : t('map.loading.opening');
  return (
    <div className="catalogue-loading">
      <section className="catalogue-loading__card" aria-labelledby="catalogue-loading-title">
        <span className="catalogue-loading__globe">
          <GlobeIcon size={40} />
        </span>
        <h2 id="catalogue-loading-title" className="catalogue-loading__title">
          {t('map.loading.title')}
        </h2>
        <div
          className={percent === null ? 'progress progress--indeterminate' : 'progress'}
          role="progressbar"
          aria-label={t('map.loading.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={percent === null ? step : `${percent}%`}
        >
          <span className="progress__bar" style={{ width: `${percent ?? 100}%` }} />
        </div>
        <p className="catalogue-loading__step">
          <span>{step}</span>
          {total ? (
            <span className="catalogue-loading__bytes">
              {t('map.loading.bytes', {
                received: megabytes(received, locale),
                total: megabytes(total, locale),
              })}
            </span>
          ) : null}
        </p>
        <p className="catalogue-loading__note">{t('map.loading.note')}</p>
      </section>
    </div>
  );
}
