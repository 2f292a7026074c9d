import { LineIconFrame } from '../../app/icons';
import { useT } from '../../i18n/use-t';
import { useWaitingCount } from '../outbox/queries';
import { useStoragePersistence } from '../outbox/storage-persistence';
import { FailedChangesMenu } from './failed-changes-menu';
import './waiting-changes-badge.css';

/**
 * The header's outbox status: the count of changes still to be sent and, while any exist,
 * the changes the server refused (failed-changes-menu.tsx).
 *
 * The count of changes still to be sent (docs/SYNC.md), shown only while some
 * wait. While the browser has not granted persistent storage it also says that unsent
 * changes may be deleted (S15): in the tooltip, to the screen reader, and as a small mark,
 * so the warning is there without shouting at a traveller who can do nothing about it yet.
 */
export function WaitingChangesBadge() {
  return (
    <>
      <WaitingCount />
      <FailedChangesMenu />
    </>
  );
}

function WaitingCount() {
  const t = useT();
  const count = useWaitingCount();
  const persisted = useStoragePersistence((state) => state.persisted);
  if (count === 0) return null;

  const atRisk = persisted === false;
  const label = t('waiting.badge', { count });
  const warning = atRisk ? t('waiting.notPersisted') : null;

  return (
    <p
      className={atRisk ? 'waiting-badge waiting-badge--at-risk' : 'waiting-badge'}
      title={warning ? `${label}\n${warning}` : label}
    >
      {/* At risk, the mark replaces the arrow: the badge keeps its width on a 360 px phone. */}
      {atRisk ? (
        <span className="waiting-badge__risk" aria-hidden="true">
          !
        </span>
      ) : (
        <UploadIcon />
      )}
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{warning ? `${label}。${warning}` : label}</span>
    </p>
  );
}

function UploadIcon() {
  return (
    <LineIconFrame size={16} strokeWidth={2}>
      <path d="M12 16V5M7.5 9.5 12 5l4.5 4.5M5 19h14" />
    </LineIconFrame>
  );
}
