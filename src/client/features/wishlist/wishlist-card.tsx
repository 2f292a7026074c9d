import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { WishlistRow } from '../../db/own-rows';
import { formatDate } from '../../i18n/format';
import type { MessageKey } from '../../i18n/ja';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { priorityRefused, waitingPriority } from '../../sync/wishlist-priority';
import { siteTexts } from '../map/site-text';
import { outboxCommands } from '../outbox/outbox-instance';
import { ConfirmStep } from '../visits/confirm-step';
import { SyncStatus, type TargetSync } from '../visits/sync-status';
import { asPriority, PRIORITIES, priorityLabelKey } from './priority';
import { WishlistNotes } from './wishlist-notes';
import './wishlist-card.css';

/**
 * One wishlist item (SPEC.md §2 "Wishlist"): the site, its priority and notes, when it was
 * added, its sync state, the way to the map and removal with a confirmation.
 */
export function WishlistCard({
  row,
  site,
  sync,
  onRemoved,
}: {
  row: WishlistRow;
  /** Undefined until the catalogue on this device has the site. */
  site: CatalogueSiteRow | undefined;
  sync: TargetSync;
  /** Called once the item is removed, so focus can move somewhere that still exists. */
  onRemoved: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const priorityId = useId();
  const syncId = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const text = site ? siteTexts(site, locale) : null;
  const name = text?.name ?? t('wishlist.unknownSite', { id: row.siteId });
  const added = formatDate(row.addedAt, locale);
  // SPEC.md §8: a refused priority change says so; SyncStatus adds the server's reason.
  const refused = priorityRefused(sync.entry);

  // SPEC.md §4: the priority changes once the server accepts it. The row (what the list and
  // the filter read) keeps the confirmed one; the select shows the change waiting in the
  // outbox, marked as waiting, so it also survives being offline (sync/wishlist-priority.ts).
  const waiting = waitingPriority(sync.entry);
  const priority = asPriority(waiting ?? row.priority);
  const priorityWaits = waiting !== undefined && waiting !== row.priority;

  async function changePriority(value: string) {
    setProblem(null);
    try {
      await outboxCommands.putWishlist(row.userId, row.siteId, {
        priority: asPriority(Number(value)),
        notes: row.notes,
      });
    } catch {
      setProblem('wishlist.priorityFailed');
    }
  }

  async function saveNotes(notes: string): Promise<boolean> {
    setProblem(null);
    try {
      // The waiting priority, not the confirmed one: saving notes must not undo it (S4).
      await outboxCommands.putWishlist(row.userId, row.siteId, { priority, notes });
      return true;
    } catch {
      setProblem('wishlist.notesFailed');
      return false;
    }
  }

  async function remove() {
    if (removing) return;
    setRemoving(true);
    setProblem(null);
    try {
      await outboxCommands.removeWishlist(row.userId, row.siteId);
      onRemoved();
    } catch {
      setProblem('wishlist.removeFailed');
      setRemoving(false);
    }
  }

  function cancelRemoval() {
    setAsking(false);
    requestAnimationFrame(() => removeButton.current?.focus());
  }

  return (
    <article className="wishlist-card" aria-labelledby={titleId}>
      <div className="wishlist-card__head">
        {site ? (
          <span className={`type-chip type-chip--${site.heritage_type}`}>
            {t(`heritageType.${site.heritage_type}`)}
          </span>
        ) : null}
        <h2 id={titleId} className="wishlist-card__name">
          {name}
        </h2>
        {text?.otherName ? (
          <p className="wishlist-card__other-name" lang={text.otherLang}>
            {text.otherName}
          </p>
        ) : null}
      </div>
      {text ? (
        <dl className="wishlist-card__facts">
          <div>
            <dt>{t('wishlist.country')}</dt>
            <dd>{text.country}</dd>
          </div>
        </dl>
      ) : null}
      {added ? (
        <p className="wishlist-card__added">{t('wishlist.addedAt', { date: added })}</p>
      ) : null}
      <div className="wishlist-card__priority">
        <label className="wishlist-card__label" htmlFor={priorityId}>
          {t('wishlist.priority')}
        </label>
        <select
          id={priorityId}
          className={`wishlist-card__select wishlist-card__select--p${priority}${priorityWaits ? ' wishlist-card__select--waiting' : ''}`}
          value={String(priority)}
          aria-describedby={priorityWaits ? syncId : undefined}
          onChange={(event) => void changePriority(event.target.value)}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority} value={String(priority)}>
              {t(priorityLabelKey(priority))}
            </option>
          ))}
        </select>
      </div>
      <WishlistNotes notes={row.notes} onSave={saveNotes} />
      <div id={syncId}>
        <SyncStatus sync={sync} present />
      </div>
      {problem || refused ? (
        <p className="wishlist-card__alert" role="alert">
          {t(problem ?? 'wishlist.priorityFailed')}
        </p>
      ) : null}
      <div className="wishlist-card__actions">
        {asking ? (
          <ConfirmStep
            question={t('wishlist.removeQuestion')}
            confirmLabel={t('wishlist.removeConfirm')}
            cancelLabel={t('wishlist.removeCancel')}
            busy={removing}
            onConfirm={remove}
            onCancel={cancelRemoval}
          />
        ) : (
          <>
            <Link
              to="/map"
              search={{ focus: row.siteId }}
              className="button button--primary button--small"
            >
              {t('wishlist.viewOnMap')}
            </Link>
            <button
              ref={removeButton}
              type="button"
              className="button button--secondary button--small wishlist-card__remove"
              onClick={() => setAsking(true)}
            >
              {t('wishlist.removeItem')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
