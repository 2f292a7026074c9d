/**
 * Finds the catalogue site an imported row means (docs/EXPORT.md I2): by UNESCO number,
 * else by Japanese or English name folded as the search folds it (case, width, kana),
 * exactly first, then as a part of the name either way.
 */
import { normalizeForSearch } from '../../../shared/text/normalize-search';

export type MatchableSite = { id: number; name: string; name_en: string };

export type SiteMatch =
  | { kind: 'matched'; siteId: number; partial: boolean }
  | { kind: 'ambiguous'; candidates: number[] }
  | { kind: 'unmatched' };

/** More partial candidates than this is no match: the user types a better name. */
const MAX_CANDIDATES = 8;
/** Shorter text matches too much by part ("城"). */
const MIN_PART_LENGTH = 2;

export function createSiteMatcher(sites: readonly MatchableSite[]) {
  const ids = new Set(sites.map((site) => site.id));
  const folded = sites.map((site) => ({
    id: site.id,
    names: [normalizeForSearch(site.name), normalizeForSearch(site.name_en)],
  }));
  const exact = new Map<string, number[]>();
  for (const site of folded) {
    for (const name of new Set(site.names)) exact.set(name, [...(exact.get(name) ?? []), site.id]);
  }

  function byName(text: string): SiteMatch {
    const query = normalizeForSearch(text);
    if (!query) return { kind: 'unmatched' };
    const same = exact.get(query);
    if (same?.length === 1 && same[0] !== undefined)
      return { kind: 'matched', siteId: same[0], partial: false };
    if (same && same.length > 1) return { kind: 'ambiguous', candidates: same };
    if (query.length < MIN_PART_LENGTH) return { kind: 'unmatched' };
    const parts = folded
      .filter(({ names }) =>
        names.some(
          (name) =>
            name.includes(query) || (name.length >= MIN_PART_LENGTH && query.includes(name)),
        ),
      )
      .map((site) => site.id);
    if (parts.length === 1 && parts[0] !== undefined)
      return { kind: 'matched', siteId: parts[0], partial: true };
    if (parts.length > 1 && parts.length <= MAX_CANDIDATES)
      return { kind: 'ambiguous', candidates: parts };
    return { kind: 'unmatched' };
  }

  /** `number`: the UNESCO number cell, if any; `name`: the name cell, if any. */
  return function match(number: string, name: string): SiteMatch {
    for (const cell of [number, name]) {
      const digits = cell.normalize('NFKC').trim();
      if (/^\d+$/.test(digits)) {
        const id = Number(digits);
        if (ids.has(id)) return { kind: 'matched', siteId: id, partial: false };
      }
    }
    return byName(name);
  };
}
