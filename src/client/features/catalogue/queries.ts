import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { CatalogueSiteRow, SiteDetailRow } from '../../db/catalogue-rows';
import {
  readSiteDetail,
  readSitesForList,
  type StoredSitesForList,
} from '../../db/catalogue-store';
import { localDatabase } from '../../db/local-database';
import type { Locale } from '../../i18n/locale';
import { catalogueSync } from './catalogue-instance';
import type { CatalogueSyncState } from './catalogue-sync';
import { startCatalogueSync } from './commands';
import { useStoredSites } from './stored-sites';

/**
 * Starts the catalogue sync (once per page) and follows its state: the
 * loading screen reads the phase and the download progress.
 */
export function useCatalogueSync(): CatalogueSyncState {
  useEffect(startCatalogueSync, []);
  return useStore(catalogueSync.store);
}

/**
 * useCatalogueSync's phase alone: a screen that only needs to know whether to show the
 * loading card does not render again for every piece of the download (each a render that
 * cannot be split, as store updates are not).
 */
export function useCatalogueSyncPhase(): CatalogueSyncState['phase'] {
  useEffect(startCatalogueSync, []);
  return useStore(catalogueSync.store, (state) => state.phase);
}

/** Every stored site, lean rows only; undefined while IndexedDB is being read. */
export function useCatalogueSites(): CatalogueSiteRow[] | undefined {
  return useStoredSites();
}

/** The stored sites with their stored list order for `locale` (db/catalogue-store.ts). */
export function useSitesForList(locale: Locale): StoredSitesForList | undefined {
  return useLiveQuery(() => readSitesForList(localDatabase, locale), [locale]);
}

/**
 * The popup-only texts of one site: undefined while reading, null when the
 * site has no stored details.
 */
export function useSiteDetail(siteId: number | null): SiteDetailRow | null | undefined {
  return useLiveQuery(
    () => (siteId === null ? null : readSiteDetail(localDatabase, siteId)),
    [siteId],
  );
}
