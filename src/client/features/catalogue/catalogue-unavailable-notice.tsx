import { useT } from '../../i18n/use-t';
import { retryCatalogueDownload } from './commands';

/**
 * Said where a screen needs the catalogue on the device and its download
 * failed: the screen's own reason, and the map's retry.
 */
export function CatalogueUnavailableNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <p className="inline-notice inline-notice--error" role="alert">
      {message}{' '}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={retryCatalogueDownload}
      >
        {t('map.loading.retry')}
      </button>
    </p>
  );
}
