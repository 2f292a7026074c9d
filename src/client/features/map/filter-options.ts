import {
  collatorFor,
  inListOrder,
  listOrderKeys,
  listOrderOf,
} from '../../db/catalogue-list-order';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { Locale } from '../../i18n/locale';
import { countryKey } from './site-filters';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

// The list's order is stored with the catalogue (db/catalogue-list-order.ts), so the page
// builds a collator only when the filter panel, or a catalogue stored without an order,
// first needs one.

/**
 * The UNESCO regions present in the local catalogue, with their site counts.
 * Built from the stored rows, not from the API, so the filter works offline.
 */
export function regionOptions(rows: readonly CatalogueSiteRow[], locale: Locale): FilterOption[] {
  const byRegion = new Map<string, FilterOption>();
  for (const row of rows) {
    const option = byRegion.get(row.region_en);
    if (option) option.count++;
    else {
      const label = locale === 'ja' ? row.region : row.region_en;
      byRegion.set(row.region_en, { value: row.region_en, label, count: 1 });
    }
  }
  const compare = collatorFor(locale).compare;
  return [...byRegion.values()].sort((a, b) => compare(a.label, b.label));
}

/**
 * The countries of the sites in `region` ('' = all), with site counts; a
 * transboundary site counts for each of its countries.
 */
export function countryOptions(
  rows: readonly CatalogueSiteRow[],
  locale: Locale,
  region: string,
): FilterOption[] {
  const byCountry = new Map<string, FilterOption>();
  for (const row of rows) {
    if (region !== '' && row.region_en !== region) continue;
    for (const country of row.countries) {
      const value = countryKey(country);
      const option = byCountry.get(value);
      if (option) option.count++;
      else {
        const label = locale === 'ja' ? country.name : country.name_en;
        byCountry.set(value, { value, label, count: 1 });
      }
    }
  }
  const compare = collatorFor(locale).compare;
  return [...byCountry.values()].sort((a, b) => compare(a.label, b.label));
}

/** The list's order (db/catalogue-list-order.ts), computed on the page. */
export function sortSites(rows: readonly CatalogueSiteRow[], locale: Locale): CatalogueSiteRow[] {
  // Nothing to compare (the map's first read, before a first catalogue is stored): no collator.
  if (rows.length < 2) return [...rows];
  return inListOrder(rows, listOrderOf(listOrderKeys(rows, locale), collatorFor(locale).compare));
}
