/** Search parameters of /map: `focus` opens the map on one site (SPEC.md §2, wishlist's "view on map"). */
export interface MapSearch {
  focus?: number;
}

/** Keeps a positive integer `focus` (number or numeric string); drops anything else. */
export function parseMapSearch(search: Record<string, unknown>): MapSearch {
  const raw = search.focus;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { focus: id } : {};
}
