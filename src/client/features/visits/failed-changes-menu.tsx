import { useId, useMemo } from 'react';
import { useDropdown } from '../../app/use-dropdown';
import type { NoticeRow } from '../../db/social-rows';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { isOwnDataOperation, type OutboxEntry } from '../../sync/outbox-entry';
import { useStoredSites } from '../catalogue/stored-sites';
import { siteTexts } from '../map/site-text';
import { useNotices, useOutboxEntries } from '../outbox/queries';
import { socialEntryName } from '../social/sync/entry-label';
import { SyncStatus } from './sync-status';
import './failed-changes-menu.css';
import './outbox-panel.css';

/**
 * docs/SYNC.md S11 in the header: changes the server refused are never dropped silently.
 * While any exist, a button counts them on every screen and opens the list: which visit or
 * wishlist item, like, follow, block or comment, the server's reason, and retry / discard.
 * (A refused visit also shows in its popup, a refused wishlist change on /wishlist, a
 * refused comment in its thread; this is the one place that has them all.) A dropped like
 * (S21) is listed here too until the user dismisses its notice: that is how they hear of it.
 */
export function FailedChangesMenu() {
  const t = useT();
  const entries = useOutboxEntries();
  const notices = useNotices();
  const failed = useMemo(() => entries?.filter((e) => e.status === 'failed') ?? [], [entries]);
  const { open, setOpen, containerRef, buttonRef } = useDropdown();
  const listId = useId();
  const count = failed.length + notices.length;
  if (count === 0) return null;

  const label = t('failed.badge', { count });
  return (
    <div className="failed-changes" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="failed-changes__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">!</span>
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{label}</span>
      </button>
      {open ? (
        <section id={listId} className="outbox-panel failed-changes__panel" aria-label={label}>
          <h2 className="outbox-panel__title">{label}</h2>
          <FailedList entries={failed} />
          <NoticeList notices={notices} />
        </section>
      ) : null}
    </div>
  );
}

function FailedList({ entries }: { entries: readonly OutboxEntry[] }) {
  const t = useT();
  const locale = useLocale();
  // Not useCatalogueSites: this menu is in the header of every screen, and that module
  // brings the catalogue download code with it.
  const sites = useStoredSites();
  const byId = useMemo(() => new Map(sites?.map((site) => [site.id, site])), [sites]);
  return (
    <ul className="failed-changes__list">
      {entries.map((entry) => {
        const { operation } = entry;
        let what: string;
        if (isOwnDataOperation(operation)) {
          const site = byId.get(operation.siteId);
          const name = site
            ? siteTexts(site, locale).name
            : t('wishlist.unknownSite', { id: operation.siteId });
          const area = operation.kind.startsWith('visit') ? 'failed.visit' : 'failed.wishlist';
          what = t(area, { name });
        } else {
          what = socialEntryName(operation, t);
        }
        return (
          <li key={entry.id} className="failed-changes__item">
            <p className="failed-changes__name">{what}</p>
            <SyncStatus sync={{ state: 'failed', entry }} present={false} />
          </li>
        );
      })}
    </ul>
  );
}

/** Dropped changes (S21): what and why, shown until the user says they have seen it. */
function NoticeList({ notices }: { notices: readonly NoticeRow[] }) {
  const t = useT();
  if (notices.length === 0) return null;
  async function dismiss(id: string) {
    const { outboxCommands } = await import('../outbox/outbox-instance');
    await outboxCommands.dismissNotice(id);
  }
  return (
    <ul className="failed-changes__list">
      {notices.map((notice) => (
        <li key={notice.id} className="failed-changes__item">
          <p className="failed-changes__name">
            {t('socialSync.like', {
              name: notice.label ?? t('socialSync.unknownPost', { id: notice.postId }),
            })}
          </p>
          <p className="sync-status__reason">{t('socialSync.likeDropped')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void dismiss(notice.id)}
          >
            {t('socialSync.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  );
}
