/**
 * The list's order: by the first country's name, then by the site's name, in the reader's
 * language; the same country's sites stay together.
 *
 * Computed when a catalogue is stored (db/catalogue-store.ts, in the catalogue worker) for
 * every locale, and stored beside it, so the map screen's start needs no collator (P2). The
 * page sorts for itself (features/map/filter-options.ts) only where no order was stored, such
 * as a catalogue stored before orders were; the catalogue sync then stores the missing orders
 * (storeMissingListOrders in catalogue-store.ts).
 */
import { INTL_TAGS, LOCALES, type Locale } from '../i18n/locale';
import type { CatalogueSiteRow } from './catalogue-rows';

/** What the order compares, one entry per row. */
export interface ListOrderKeys {
  countries: string[];
  names: string[];
  ids: number[];
}

export function listOrderKeys(rows: readonly CatalogueSiteRow[], locale: Locale): ListOrderKeys {
  const keys: ListOrderKeys = { countries: [], names: [], ids: [] };
  for (const row of rows) {
    const first = row.countries[0];
    keys.countries.push(first ? (locale === 'ja' ? first.name : first.name_en) : '');
    keys.names.push(locale === 'ja' ? row.name : row.name_en);
    keys.ids.push(row.id);
  }
  return keys;
}

/**
 * Each row's country as a rank: the distinct country names (a few hundred) are compared once,
 * not again for every pair of sites, so the sort calls the collator for site names only. Names
 * the collator finds equal share a rank, as they would tie in a compare.
 */
function countryRanks(countries: readonly string[], compare: Compare): Int32Array {
  const distinct = [...new Set(countries)].sort(compare);
  const rankOf = new Map<string, number>();
  let rank = 0;
  distinct.forEach((name, at) => {
    if (at > 0 && compare(distinct[at - 1] ?? '', name) !== 0) rank++;
    rankOf.set(name, rank);
  });
  return Int32Array.from(countries, (name) => rankOf.get(name) ?? 0);
}

type Compare = (a: string, b: string) => number;

/** The rows' positions in list order. */
export function listOrderOf(keys: ListOrderKeys, compare: Compare): Int32Array {
  const { names, ids } = keys;
  const country = countryRanks(keys.countries, compare);
  const order = Int32Array.from(ids.keys());
  order.sort(
    (a, b) =>
      (country[a] ?? 0) - (country[b] ?? 0) ||
      compare(names[a] ?? '', names[b] ?? '') ||
      (ids[a] ?? 0) - (ids[b] ?? 0),
  );
  return order;
}

/** `rows` rearranged by an order listOrderOf computed from their keys. */
export function inListOrder<Row>(rows: readonly Row[], order: Int32Array): Row[] {
  if (order.length !== rows.length) throw new Error('list order: wrong number of rows');
  return Array.from(order, (position) => {
    const row = rows[position];
    if (row === undefined) throw new Error('list order: no such row');
    return row;
  });
}

// Building a collator costs about as much as sorting the whole list with it (P2): one per
// locale and thread, shared by every sort of names.
const collators = new Map<Locale, Intl.Collator>();

/** The locale's collator for names (the list, the filter panel's options). */
export function collatorFor(locale: Locale): Intl.Collator {
  let built = collators.get(locale);
  if (!built) {
    built = new Intl.Collator(INTL_TAGS[locale]);
    collators.set(locale, built);
  }
  return built;
}

/**
 * Builds the collators listOrdersOf needs ahead, while a catalogue is still downloading:
 * building one costs about as much as sorting with it.
 */
export function prepareListOrders(): void {
  for (const locale of LOCALES) collatorFor(locale);
}

/** The site ids of `rows` in list order, for every locale (stored with the catalogue). */
export function listOrdersOf(rows: readonly CatalogueSiteRow[]): Record<Locale, number[]> {
  const orders = {} as Record<Locale, number[]>;
  for (const locale of LOCALES) {
    const compare = collatorFor(locale).compare;
    orders[locale] = inListOrder(rows, listOrderOf(listOrderKeys(rows, locale), compare)).map(
      (row) => row.id,
    );
  }
  return orders;
}

/**
 * `rows` in a stored order of site ids, or null when the order does not fit them exactly
 * (another catalogue's, or damaged): the caller then sorts for itself.
 */
export function inStoredListOrder<Row extends { id: number }>(
  rows: readonly Row[],
  ids: readonly number[],
): Row[] | null {
  if (ids.length !== rows.length) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return null;
    byId.delete(id); // an id twice would leave another row out
    ordered.push(row);
  }
  return ordered;
}

/**
 * !!! PERSISTED FORMAT (meta rows META_KEYS.catalogueListOrder + ':' + locale): the ids,
 * comma-separated. A reader that cannot parse a value sorts for itself, so a change of format
 * needs a new key name, not a database version.
 */
export function encodeListOrder(ids: readonly number[]): string {
  return ids.join(',');
}

export function decodeListOrder(value: string): number[] | null {
  if (value === '') return [];
  const pieces = value.split(',');
  if (!pieces.every((piece) => /^\d{1,15}$/.test(piece))) return null;
  return pieces.map(Number);
}
