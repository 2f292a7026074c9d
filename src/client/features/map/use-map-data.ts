import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { GroupingIndex } from '../../../shared/map/grouping';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { useLocale } from '../../i18n/locale-store';
import { useSessionStore } from '../auth/session-store';
import { useSitesForList } from '../catalogue/queries';
import { useFilterStore } from './filter-store';
import { buildMapIndex } from './map-sites';
import { type PreparedSites, usePreparedSites } from './prepared-sites';
import { filterSites } from './site-filters';
import { useVisitedSiteIds } from './use-visited-site-ids';
import { yieldToBrowser } from './work-in-slices';

export interface MapData {
  /** Every stored site in list order; undefined while IndexedDB is read and sorted. */
  sites: CatalogueSiteRow[] | undefined;
  /** The sites the search and filters let through, in list order. */
  matches: CatalogueSiteRow[];
  /** Those of `matches` the map can draw, prepared for grouping. */
  index: GroupingIndex | null;
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
  visitedIds: ReadonlySet<number>;
  signedIn: boolean;
}

const EMPTY: CatalogueSiteRow[] = [];
const NO_SITES: ReadonlyMap<number, CatalogueSiteRow> = new Map();

/**
 * The grouping index of `matches`, built once the browser has had its turn after they change:
 * inside the render that shows the new list it made that render a long task on a phone (P2).
 * The map shows the previous index (none at first) until the new one is ready.
 */
function useMapIndex(
  prepared: PreparedSites | undefined,
  matches: readonly CatalogueSiteRow[],
  visitedIds: ReadonlySet<number>,
): GroupingIndex | null {
  const [index, setIndex] = useState<GroupingIndex | null>(null);
  useEffect(() => {
    if (!prepared) return;
    let cancelled = false;
    void yieldToBrowser().then(() => {
      if (cancelled) return;
      const next = buildMapIndex(matches, visitedIds, prepared.countryNames);
      startTransition(() => setIndex(next));
    });
    return () => {
      cancelled = true;
    };
  }, [prepared, matches, visitedIds]);
  return index;
}

/**
 * Everything the map screen shows, derived from the local catalogue: the list and the map
 * always agree because both come from `matches` (the map once the browser has had its turn). The query is
 * deferred so typing stays smooth while the list and the map catch up.
 */
export function useMapData(): MapData {
  const locale = useLocale();
  const stored = useSitesForList(locale);
  const visitedIds = useVisitedSiteIds();
  const signedIn = useSessionStore((state) => state.user !== null);
  const filters = useFilterStore((state) => state.filters);
  const query = useDeferredValue(filters.query);

  const prepared = usePreparedSites(stored, locale);
  const sites = prepared?.sites;
  const sitesById = prepared?.sitesById ?? NO_SITES;
  const matches = useMemo(
    () => (sites ? filterSites(sites, { ...filters, query }, visitedIds, signedIn) : EMPTY),
    [sites, filters, query, visitedIds, signedIn],
  );
  const index = useMapIndex(prepared, matches, visitedIds);

  return { sites, matches, index, sitesById, visitedIds, signedIn };
}
