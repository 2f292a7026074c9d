import type { HeritageType } from '../../../shared/api/sites';
import { normalizeForSearch } from '../../../shared/text/normalize-search';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';

export type TypeFilter = HeritageType | 'all';
export type VisitedFilter = 'all' | 'visited' | 'not-visited';

/**
 * What the sidebar filters by. `region` is a UNESCO region's English name
 * (stable across languages, '' = any); `country` is a country key
 * (countryKey(), '' = any).
 */
export interface SiteFilters {
  query: string;
  type: TypeFilter;
  region: string;
  country: string;
  visited: VisitedFilter;
}

export const NO_FILTERS: SiteFilters = {
  query: '',
  type: 'all',
  region: '',
  country: '',
  visited: 'all',
};

/** A country's filter value: its ISO code, or its English name for the one with no code. */
export function countryKey(country: { code: string | null; name_en: string }): string {
  return country.code ? country.code.toLowerCase() : `name:${country.name_en}`;
}

/** The folded words of a query; a site matches when its search text holds every one. */
export function queryTerms(query: string): string[] {
  const folded = normalizeForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

export function hasActiveFilters(filters: SiteFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.type !== 'all' ||
    filters.region !== '' ||
    filters.country !== '' ||
    filters.visited !== 'all'
  );
}

/**
 * The sites that pass every filter, in the order given. Search ignores case,
 * full/half width and hiragana/katakana (normalizeForSearch on both sides)
 * and matches Japanese and English names and countries. The visited filter
 * applies only to a signed-in user: a visitor has no visits to filter by.
 * Coordinates play no part: a site the map cannot draw is still listed.
 */
export function filterSites(
  rows: readonly CatalogueSiteRow[],
  filters: SiteFilters,
  visitedIds: ReadonlySet<number>,
  signedIn: boolean,
): CatalogueSiteRow[] {
  const terms = queryTerms(filters.query);
  const visited = signedIn ? filters.visited : 'all';
  return rows.filter((row) => {
    if (filters.type !== 'all' && row.heritage_type !== filters.type) return false;
    if (filters.region !== '' && row.region_en !== filters.region) return false;
    if (filters.country !== '' && !row.countries.some((c) => countryKey(c) === filters.country)) {
      return false;
    }
    if (visited === 'visited' && !visitedIds.has(row.id)) return false;
    if (visited === 'not-visited' && visitedIds.has(row.id)) return false;
    for (const term of terms) if (!row.search.includes(term)) return false;
    return true;
  });
}
