import { Link } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { LoadingIndicator } from '../../app/loading-indicator';
import type { WishlistRow } from '../../db/own-rows';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { isOwnDataEntry, type OutboxEntry, wishlistTarget } from '../../sync/outbox-entry';
import { useCatalogueSites, useCatalogueSync } from '../catalogue/queries';
import {
  syncStateOf,
  useOutboxEntries,
  useOwnDataUnavailable,
  useWishlistRows,
} from '../outbox/queries';
import { FailedWishlistChanges } from './failed-wishlist-changes';
import { PRIORITIES, type PriorityFilter, priorityLabelKey } from './priority';
import { WishlistCard } from './wishlist-card';
import { WishlistLoadFailed } from './wishlist-load-failed';
import '../auth/forms.css';
import './wishlist.css';

/** Newest first; equal times (never expected) by site, so the order is stable. */
function byNewest(a: WishlistRow, b: WishlistRow): number {
  return Date.parse(b.addedAt) - Date.parse(a.addedAt) || a.siteId - b.siteId;
}

/** The newest outbox entry of each target: what each card's sync state reads. */
function newestByTarget(entries: readonly OutboxEntry[]): Map<string, OutboxEntry> {
  const newest = new Map<string, OutboxEntry>();
  // Entries come oldest first, so later ones overwrite.
  for (const entry of entries) newest.set(entry.target, entry);
  return newest;
}

/**
 * /wishlist (SPEC.md §2 "Wishlist"): title, count, priority filter and a card per site,
 * newest first, or the empty state. Everything is read from this device (the server's copy
 * plus changes waiting), so it works offline; names and countries come from the catalogue.
 */
export function WishlistScreen() {
  const t = useT();
  const locale = useLocale();
  // The catalogue names the sites; someone arriving here first starts its download.
  useCatalogueSync();
  const rows = useWishlistRows();
  const sites = useCatalogueSites();
  const entries = useOutboxEntries();
  const neverPulled = useOwnDataUnavailable();
  const [filter, setFilter] = useState<PriorityFilter>('all');
  const heading = useRef<HTMLHeadingElement>(null);
  const filterName = useId();

  const sitesById = useMemo(() => new Map(sites?.map((site) => [site.id, site])), [sites]);
  const newest = useMemo(() => newestByTarget(entries ?? []), [entries]);
  const sorted = useMemo(() => [...(rows ?? [])].sort(byNewest), [rows]);

  if (rows === undefined || neverPulled === undefined) return <LoadingIndicator />;
  // Items on the device always show; with none, the list is only known empty once a pull worked.
  const unavailable = rows.length === 0 && neverPulled;

  const shown = filter === 'all' ? sorted : sorted.filter((row) => row.priority === filter);
  const listed = new Set(rows.map((row) => row.siteId));
  const failedWithoutCard = (entries ?? [])
    .filter(isOwnDataEntry)
    .filter(
      (e) =>
        e.status === 'failed' &&
        e.operation.kind.startsWith('wishlist') &&
        !listed.has(e.operation.siteId),
    );
  const count = formatNumber(shown.length, locale);
  const total = formatNumber(sorted.length, locale);

  return (
    <div className="page wishlist-page">
      <div className="wishlist-page__head">
        <h1 ref={heading} tabIndex={-1} className="wishlist-page__title">
          {t('wishlist.title')}
        </h1>
        {unavailable ? null : (
          <p className="wishlist-page__count" role="status">
            {filter === 'all' || sorted.length === 0
              ? t('wishlist.count', { count: total })
              : t('wishlist.countFiltered', { count, total })}
          </p>
        )}
      </div>

      <FailedWishlistChanges entries={failedWithoutCard} sitesById={sitesById} />

      {unavailable ? (
        <WishlistLoadFailed />
      ) : sorted.length === 0 ? (
        <section className="wishlist-empty" aria-labelledby="wishlist-empty-title">
          <h2 id="wishlist-empty-title" className="wishlist-empty__title">
            {t('wishlist.emptyTitle')}
          </h2>
          <p className="wishlist-empty__body">{t('wishlist.emptyBody')}</p>
          <Link to="/map" className="button button--accent">
            {t('wishlist.explore')}
          </Link>
        </section>
      ) : (
        <>
          <fieldset className="priority-filter">
            <legend className="priority-filter__legend">{t('wishlist.filter')}</legend>
            <div className="priority-filter__options">
              {(['all', ...PRIORITIES] as const).map((option) => (
                <label key={option} className="priority-filter__option">
                  <input
                    type="radio"
                    name={filterName}
                    value={String(option)}
                    checked={filter === option}
                    onChange={() => setFilter(option)}
                  />
                  <span>
                    {option === 'all' ? t('wishlist.filterAll') : t(priorityLabelKey(option))}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {shown.length === 0 ? (
            <p className="wishlist-page__none">{t('wishlist.filteredEmpty')}</p>
          ) : (
            <ul className="wishlist-grid">
              {shown.map((row) => {
                const entry = newest.get(wishlistTarget(row.siteId));
                return (
                  <li key={row.siteId}>
                    <WishlistCard
                      row={row}
                      site={sitesById.get(row.siteId)}
                      sync={{ state: syncStateOf(entry), entry }}
                      onRemoved={() => heading.current?.focus()}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
