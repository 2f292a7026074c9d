import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../remote-view/load-failed';

/**
 * One dashboard section could not be loaded and nothing is stored (SPEC.md §8 names a
 * message per section): the message and a retry, in place of that section only.
 */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <LoadFailed
      level={3}
      message={message}
      detail={t('dashboard.failedBody')}
      retryLabel={t('dashboard.retry')}
      onRetry={onRetry}
    />
  );
}
