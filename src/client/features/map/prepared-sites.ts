import { startTransition, useEffect, useState } from 'react';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { StoredSitesForList } from '../../db/catalogue-store';
import type { Locale } from '../../i18n/locale';
import { sortSites } from './filter-options';
import { countryNamesOf } from './map-sites';
import { yieldToBrowser } from './work-in-slices';

/** What the map screen derives from the stored sites alone, whatever the filters. */
export interface PreparedSites {
  /** Every stored site in list order. */
  sites: CatalogueSiteRow[];
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
  /** Country names by lower-case ISO code in the reader's language (group labels). */
  countryNames: Readonly<Record<string, string>>;
}

/**
 * The stored sites ordered and indexed, the browser getting its turn between the steps: done in
 * one React render they made a single long task of the moment the sites arrive on a phone (P2).
 * Answers null when `cancelled` says the answer is no longer wanted.
 */
export async function prepareSites(
  stored: StoredSitesForList,
  locale: Locale,
  cancelled: () => boolean,
): Promise<PreparedSites | null> {
  // The order stored with the catalogue; sorting here (a collator to build, then every name to
  // compare) only for a catalogue stored without one, until the catalogue sync stores it.
  const sites =
    (stored.locale === locale ? stored.inListOrder : null) ?? sortSites(stored.sites, locale);
  await yieldToBrowser();
  if (cancelled()) return null;
  const countryNames = countryNamesOf(stored.sites, locale);
  const sitesById = new Map(stored.sites.map((site) => [site.id, site]));
  return { sites, sitesById, countryNames };
}

/**
 * The prepared form of `stored`; undefined until the first is ready. A newer catalogue or
 * another language keeps showing the previous one until its own is ready, and the screen then
 * renders as a transition, which React splits into short tasks.
 */
export function usePreparedSites(
  stored: StoredSitesForList | undefined,
  locale: Locale,
): PreparedSites | undefined {
  const [prepared, setPrepared] = useState<PreparedSites>();
  useEffect(() => {
    if (!stored) return;
    let cancelled = false;
    void prepareSites(stored, locale, () => cancelled).then((next) => {
      if (!next || cancelled) return;
      startTransition(() => setPrepared(next));
    });
    return () => {
      cancelled = true;
    };
  }, [stored, locale]);
  return prepared;
}
