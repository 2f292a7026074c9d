import {
  buildGroupingIndex,
  type GroupingIndex,
  type GroupingSiteInput,
} from '../../../shared/map/grouping';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import type { Locale } from '../../i18n/locale';

/** A stored site as the grouping reads it; the grouping itself drops undrawable coordinates. */
export function toGroupingInput(
  row: CatalogueSiteRow,
  visitedIds: ReadonlySet<number>,
): GroupingSiteInput {
  return {
    id: row.id,
    lat: row.latitude,
    lng: row.longitude,
    category: row.heritage_type,
    countryCode: row.country_codes[0] ?? null,
    visited: visitedIds.has(row.id),
  };
}

/** Country names by lower-case ISO code in the reader's language, for country group labels. */
export function countryNamesOf(
  rows: readonly CatalogueSiteRow[],
  locale: Locale,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const row of rows) {
    for (const country of row.countries) {
      if (country.code)
        names[country.code.toLowerCase()] ??= locale === 'ja' ? country.name : country.name_en;
    }
  }
  return names;
}

/**
 * The grouping index of the sites the filters let through. Sites whose
 * coordinates cannot be drawn (SPEC.md §5) are left off the map here — they
 * stay in `matches`, so the list and its count still include them.
 */
export function buildMapIndex(
  matches: readonly CatalogueSiteRow[],
  visitedIds: ReadonlySet<number>,
  countryNames: Readonly<Record<string, string>>,
): GroupingIndex {
  return buildGroupingIndex(
    matches.map((row) => toGroupingInput(row, visitedIds)),
    { countryNames },
  );
}
