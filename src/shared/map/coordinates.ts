/**
 * Which sites can be drawn on the map. A site whose coordinates are not finite
 * numbers, or lie outside |lat| ≤ 90 and |lng| ≤ 180, is not drawn (no marker,
 * no group) but stays in the site list, search results and counts.
 */

/**
 * True when (lat, lng) can be drawn: both are finite numbers (not numeric
 * strings, null, NaN or ±Infinity), |lat| ≤ 90 and |lng| ≤ 180. Safe for any
 * input type.
 */
export function isDrawable(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

/**
 * Splits a list into the sites that can be drawn and those that cannot,
 * keeping the order and every element: `drawable.length + undrawable.length`
 * is always `sites.length`. Use it where the map needs markers; the site list
 * keeps using the whole list.
 */
export function partitionDrawable<T>(
  sites: readonly T[],
  lat: (site: T) => unknown,
  lng: (site: T) => unknown,
): { drawable: T[]; undrawable: T[] } {
  const drawable: T[] = [];
  const undrawable: T[] = [];
  for (const site of sites) {
    if (isDrawable(lat(site), lng(site))) drawable.push(site);
    else undrawable.push(site);
  }
  return { drawable, undrawable };
}
