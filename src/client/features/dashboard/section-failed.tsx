import { useT } from '../../i18n/use-t';

/**
 * One dashboard section could not be loaded and nothing is stored (SPEC.md §8 names a
 * message per section): the message and a retry, in place of that section only.
 */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="dashboard-failed" role="alert">
      <p className="dashboard-failed__message">{message}</p>
      <p className="dashboard-failed__body">{t('dashboard.failedBody')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('dashboard.retry')}
      </button>
    </div>
  );
}
