import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useMemo } from 'react';
import { useDropdown } from '../../app/use-dropdown';
import { readAllSites } from '../../db/catalogue-store';
import { localDatabase } from '../../db/local-database';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import type { OutboxEntry } from '../../sync/outbox-entry';
import { siteTexts } from '../map/site-text';
import { useOutboxEntries } from '../outbox/queries';
import { SyncStatus } from './sync-status';
import './failed-changes-menu.css';
import './outbox-panel.css';

/**
 * docs/SYNC.md S11 in the header: changes the server refused are never dropped silently.
 * While any exist, a button counts them on every screen and opens the list: which visit or
 * wishlist item, the server's reason, and retry / discard. (A refused visit also shows in
 * its popup, a refused wishlist change on /wishlist; this is the one place that has them
 * all.)
 */
export function FailedChangesMenu() {
  const t = useT();
  const entries = useOutboxEntries();
  const failed = useMemo(() => entries?.filter((e) => e.status === 'failed') ?? [], [entries]);
  const { open, setOpen, containerRef, buttonRef } = useDropdown();
  const listId = useId();
  if (failed.length === 0) return null;

  const label = t('failed.badge', { count: failed.length });
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
        <span aria-hidden="true">{failed.length}</span>
        <span className="visually-hidden">{label}</span>
      </button>
      {open ? (
        <section id={listId} className="outbox-panel failed-changes__panel" aria-label={label}>
          <h2 className="outbox-panel__title">{label}</h2>
          <FailedList entries={failed} />
        </section>
      ) : null}
    </div>
  );
}

function FailedList({ entries }: { entries: readonly OutboxEntry[] }) {
  const t = useT();
  const locale = useLocale();
  // Straight from IndexedDB, not through catalogue/queries: this menu is in the header of
  // every screen, and that module brings the catalogue download code with it.
  const sites = useLiveQuery(() => readAllSites(localDatabase), []);
  const byId = useMemo(() => new Map(sites?.map((site) => [site.id, site])), [sites]);
  return (
    <ul className="failed-changes__list">
      {entries.map((entry) => {
        const site = byId.get(entry.operation.siteId);
        const name = site
          ? siteTexts(site, locale).name
          : t('wishlist.unknownSite', { id: entry.operation.siteId });
        const area = entry.operation.kind.startsWith('visit') ? 'failed.visit' : 'failed.wishlist';
        return (
          <li key={entry.id} className="failed-changes__item">
            <p className="failed-changes__name">{t(area, { name })}</p>
            <SyncStatus sync={{ state: 'failed', entry }} present={false} />
          </li>
        );
      })}
    </ul>
  );
}
