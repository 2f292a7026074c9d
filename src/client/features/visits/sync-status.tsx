import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { OutboxEntry } from '../../sync/outbox-entry';
import { type SyncState, useTargetSync } from '../outbox/queries';
import './sync-status.css';

/** What useTargetSync() says about one visit or wishlist item. */
export type TargetSync = { state: SyncState; entry?: OutboxEntry | undefined };

/**
 * useTargetSync() for the item on screen. A live query keeps its last answer while the
 * next one runs, so when the popup switches sites the previous site's entry is dropped here.
 */
export function useSyncOf(target: string): TargetSync {
  const sync = useTargetSync(target);
  return sync.entry && sync.entry.target !== target ? { state: 'sent' } : sync;
}

/**
 * Where a change to one visit or wishlist item stands (docs/SYNC.md): saved on this device,
 * waiting to be sent, sent, or refused by the server, the last with the server's reason and
 * the way out: send again or discard (S11, nothing is dropped silently). Renders nothing
 * for an item that neither exists nor has a change waiting.
 */
export function SyncStatus({
  sync,
  present,
  compact = false,
}: {
  sync: TargetSync;
  /** Whether the visit or item exists locally (a removal waiting still shows its state). */
  present: boolean;
  /** One line, for the popup's wishlist toggle. */
  compact?: boolean;
}) {
  const t = useT();
  const { state, entry } = sync;
  if (!entry && !present) return null;

  const removal = entry?.operation.kind.endsWith('.delete') ?? false;
  const label = t(`sync.${state}`);
  const className = `sync-status sync-status--${state}${compact ? ' sync-status--compact' : ''}`;

  return (
    <div className={className}>
      <p className="sync-status__state" role="status">
        <span className="sync-status__dot" aria-hidden="true" />
        {removal ? t('sync.ofRemoval', { state: label }) : label}
      </p>
      {state === 'waiting' && entry?.waiting ? (
        // S9: a limit reached: the server's reason while the entry waits to be sent again.
        <p className="sync-status__reason">
          {t('sync.reason', { message: entry.waiting.message })}
        </p>
      ) : null}
      {state === 'failed' && entry ? <FailedEntry entry={entry} /> : null}
    </div>
  );
}

/** A refused change: why, and retry / discard. */
function FailedEntry({ entry }: { entry: OutboxEntry }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  /** The outbox engine is loaded on demand: this status shows in the header of every screen. */
  async function run(action: 'retry' | 'discard') {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { outboxCommands } = await import('../outbox/outbox-instance');
      await outboxCommands[action](entry.id);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {entry.failure ? (
        <p className="sync-status__reason">
          {t('sync.reason', { message: entry.failure.message })}
        </p>
      ) : null}
      <div className="sync-status__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => run('retry')}
          disabled={busy}
        >
          {t('sync.retry')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => run('discard')}
          disabled={busy}
        >
          {t('sync.discard')}
        </button>
      </div>
      {failed ? (
        <p className="sync-status__error" role="alert">
          {t('sync.actionFailed')}
        </p>
      ) : null}
    </>
  );
}
