import { LineIconFrame } from '../../app/icons';
import { useT } from '../../i18n/use-t';
import './offline-indicator.css';
import { useOnline } from './use-online';

/**
 * The header's 「オフライン」 mark, beside the count of waiting changes: says why nothing is
 * being sent, and that recording still works. The status region stays in place (empty while
 * online) so that going offline is announced.
 */
export function OfflineIndicator() {
  const t = useT();
  const online = useOnline();

  return (
    <span role="status" className="offline-status">
      {online ? null : (
        <span className="offline-indicator" title={t('pwa.offlineHint')}>
          <OfflineIcon />
          {t('pwa.offline')}
        </span>
      )}
    </span>
  );
}

function OfflineIcon() {
  return (
    <LineIconFrame size={16} strokeWidth={2}>
      <path d="M2 8.5a15 15 0 0 1 4.2-2.6M9.8 5.1A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.6-2.1M15.2 10.2A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
    </LineIconFrame>
  );
}
