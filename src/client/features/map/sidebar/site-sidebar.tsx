import { useEffect, useId, useState } from 'react';
import { CloseIcon } from '../../../app/icons';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { formatNumber } from '../../../i18n/format';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { useFilterStore } from '../filter-store';
import { hasActiveFilters } from '../site-filters';
import { FilterPanel } from './filter-panel';
import { SearchBox } from './search-box';
import { SiteList } from './site-list';
import './site-sidebar.css';

export const SIDEBAR_ID = 'map-sidebar';

/**
 * The sidebar: search, filters, the number of matches and the virtual list.
 * Beside the map on a wide window; a drawer over it at 1024 px or less.
 */
export function SiteSidebar({
  loading,
  sites,
  matches,
  visitedIds,
  signedIn,
  open,
  narrow,
  onClose,
  onChoose,
}: {
  /** The catalogue is still being read or downloaded: the frame shows, the list waits. */
  loading: boolean;
  sites: readonly CatalogueSiteRow[];
  matches: readonly CatalogueSiteRow[];
  visitedIds: ReadonlySet<number>;
  signedIn: boolean;
  open: boolean;
  narrow: boolean;
  onClose: () => void;
  onChoose: (site: CatalogueSiteRow) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const filters = useFilterStore((state) => state.filters);
  const reset = useFilterStore((state) => state.reset);
  const filtered = hasActiveFilters(filters);
  // A closed drawer (the map on a phone) holds no list yet: its rows are a few hundred
  // elements to build, style and lay out while the map starts, for a list nobody sees. They
  // come with the first opening and then stay, so the list keeps its place between openings.
  const [listWanted, setListWanted] = useState(open);
  if (open && !listWanted) setListWanted(true);

  // Escape closes the drawer (only a drawer: beside the map the sidebar is part of the page).
  useEffect(() => {
    if (!open || !narrow) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, narrow, onClose]);

  const count = formatNumber(matches.length, locale);
  const total = formatNumber(sites.length, locale);
  return (
    <aside
      id={SIDEBAR_ID}
      className={open ? 'site-sidebar site-sidebar--open' : 'site-sidebar'}
      aria-labelledby={titleId}
      inert={!open}
    >
      <div className="site-sidebar__head">
        <h2 id={titleId} className="site-sidebar__title">
          {t('map.sidebar.label')}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('map.sidebar.close')}
          title={t('map.sidebar.close')}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="site-sidebar__controls">
        <SearchBox />
        <FilterPanel sites={sites} signedIn={signedIn} shown={open} />
        <div className="site-sidebar__summary">
          <p className="site-sidebar__count" role="status">
            {loading
              ? t('loading.generic')
              : filtered
                ? t('map.list.countFiltered', { count, total })
                : t('map.list.count', { count })}
          </p>
          {filtered ? (
            <button type="button" className="site-sidebar__reset" onClick={reset}>
              {t('map.filter.reset')}
            </button>
          ) : null}
        </div>
      </div>
      {!listWanted ? null : loading ? (
        <div className="site-sidebar__skeleton" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <span key={row} className="site-sidebar__skeleton-row" />
          ))}
        </div>
      ) : matches.length > 0 ? (
        <SiteList
          key={JSON.stringify(filters)}
          sites={matches}
          visitedIds={visitedIds}
          label={t('map.list.label')}
          onChoose={onChoose}
        />
      ) : (
        <div className="site-sidebar__empty">
          <p className="site-sidebar__empty-title">{t('map.list.empty')}</p>
          <p>{t('map.list.emptyHint')}</p>
        </div>
      )}
    </aside>
  );
}
