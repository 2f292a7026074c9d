import { useT } from '../i18n/use-t';

/** A spinner with a spoken label, for pending routes and the session guard. */
export function LoadingIndicator({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="loading-indicator" role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span>{label ?? t('loading.generic')}</span>
    </div>
  );
}
