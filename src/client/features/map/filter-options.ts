import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { Locale } from '../../i18n/locale';
import { INTL_TAGS } from '../../i18n/locale';
import { countryKey } from './site-filters';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

// Building a collator costs about as much as sorting the whole list with it (≈10 ms for
// Japanese on a phone), and the sidebar sorts on every filter change: one per locale.
const collators = new Map<Locale, Intl.Collator>();

/**
 * Builds the locale's collator ahead of need, in a task of its own while the screen waits for
 * the sites: the first sort then costs only the sort, and the two do not add up to one long
 * task at start (issue #6: TBT).
 */
export function prepareCollator(locale: Locale): void {
  collator(locale);
}

function collator(locale: Locale): Intl.Collator {
  let built = collators.get(locale);
  if (!built) {
    built = new Intl.Collator(INTL_TAGS[locale]);
    collators.set(locale, built);
  }
  return built;
}

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
  const compare = collator(locale).compare;
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
  const compare = collator(locale).compare;
  return [...byCountry.values()].sort((a, b) => compare(a.label, b.label));
}

/**
 * The list's order: by the first country's name, then by the site's name, in
 * the reader's language; the same country's sites stay together.
 */
export function sortSites(rows: readonly CatalogueSiteRow[], locale: Locale): CatalogueSiteRow[] {
  const compare = collator(locale).compare;
  const keyed = rows.map((row) => {
    const first = row.countries[0];
    const country = first ? (locale === 'ja' ? first.name : first.name_en) : '';
    return { row, country, name: locale === 'ja' ? row.name : row.name_en };
  });
  keyed.sort(
    (a, b) => compare(a.country, b.country) || compare(a.name, b.name) || a.row.id - b.row.id,
  );
  return keyed.map((k) => k.row);
}
