import { useId } from 'react';
import { LineIconFrame } from '../../app/icons';
import { useDropdown } from '../../app/use-dropdown';
import { useT } from '../../i18n/use-t';
import { useWaitingCount } from '../outbox/queries';
import { useStoragePersistence } from '../outbox/storage-persistence';
import { clearsStorageAfterSevenDays, isStandalone } from '../pwa/platform';
import { FailedChangesMenu } from './failed-changes-menu';
import './outbox-panel.css';
import './waiting-changes-badge.css';

/**
 * The header's outbox status: the count of changes still to be sent and, while any exist,
 * the changes the server refused (failed-changes-menu.tsx).
 *
 * The count of changes still to be sent (docs/SYNC.md), shown only while some
 * wait. While the browser has not granted persistent storage (S15) the badge carries a
 * small mark and becomes a button that opens the warning in words: a tooltip alone never
 * reaches a touch screen, and the traveller should learn the risk before it happens.
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

  const label = t('waiting.badge', { count });
  if (clearsStorageAfterSevenDays() && !isStandalone()) {
    return <AtRiskCount count={count} label={label} warning={t('waiting.sevenDays')} />;
  }
  if (persisted === false) {
    return <AtRiskCount count={count} label={label} warning={t('waiting.notPersisted')} />;
  }
  return (
    <p className="waiting-badge" title={label}>
      <UploadIcon />
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </p>
  );
}

function AtRiskCount({ count, label, warning }: { count: number; label: string; warning: string }) {
  const t = useT();
  const { open, setOpen, containerRef, buttonRef } = useDropdown();
  const noteId = useId();

  return (
    <div className="waiting-changes" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="waiting-badge waiting-badge--at-risk"
        title={`${label}\n${warning}`}
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The mark replaces the arrow: the badge keeps its width on a 360 px phone. */}
        <span className="waiting-badge__risk" aria-hidden="true">
          !
        </span>
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{`${label}。${t('waiting.atRisk')}`}</span>
      </button>
      {open ? (
        <section id={noteId} className="outbox-panel" aria-label={t('waiting.atRisk')}>
          <h2 className="outbox-panel__title">{t('waiting.atRisk')}</h2>
          <p className="waiting-changes__text">{warning}</p>
        </section>
      ) : null}
    </div>
  );
}

function UploadIcon() {
  return (
    <LineIconFrame size={16} strokeWidth={2}>
      <path d="M12 16V5M7.5 9.5 12 5l4.5 4.5M5 19h14" />
    </LineIconFrame>
  );
}
