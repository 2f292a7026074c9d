import { normalizeForSearch } from './normalize-search';

/**
 * The folded text the client's offline search matches a query against: both names and
 * every country, in Japanese and English. The server puts it in the catalogue document
 * (`search`), so a device storing the catalogue copies it instead of folding 1,248 sites
 * itself on the main path of a first visit (docs/PERF.md P3, P6).
 */
export function catalogueSearchText(site: {
  name: string;
  name_en: string;
  country: string;
  countries: readonly { name: string; name_en: string }[];
}): string {
  const parts = [site.name, site.name_en, site.country];
  for (const country of site.countries) parts.push(country.name, country.name_en);
  return normalizeForSearch(parts.join(' '));
}
