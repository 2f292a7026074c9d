/** What the grouping tests share: small site lists, views, readers of the result, the real
 * catalogue grouped once, and independent statements of the rules to check against. */
import type { SiteCategory } from '../../../../src/shared/map/constants';
import { isDrawable } from '../../../../src/shared/map/coordinates';
import type { LonLatExtent } from '../../../../src/shared/map/extent';
import {
  buildGroupingIndex,
  countryThreshold,
  fromCatalogueSite,
  type GroupItem,
  type GroupingSiteInput,
  type MapItem,
  type SiteItem,
} from '../../../../src/shared/map/grouping';
import { regionOfCountry } from '../../../../src/shared/map/world-regions';
import { catalogueSites, countryNamesJa } from './catalogue';

export function site(
  id: number,
  lat: unknown,
  lng: unknown,
  countryCode: string | null,
  category: SiteCategory = 'cultural',
  visited = false,
): GroupingSiteInput {
  return { id, lat, lng, countryCode, category, visited };
}

export const box = (
  minLng: number,
  minLat: number,
  maxLng: number,
  maxLat: number,
): LonLatExtent => ({
  minLng,
  minLat,
  maxLng,
  maxLat,
});

export const groups = (items: readonly MapItem[]) =>
  items.filter((item): item is GroupItem => item.kind === 'group');
export const singles = (items: readonly MapItem[]) =>
  items.filter((item): item is SiteItem => item.kind === 'site');
export const byKey = (items: readonly MapItem[]) => new Map(groups(items).map((g) => [g.key, g]));
export const sortedIds = (items: readonly SiteItem[]) =>
  items.map((s) => s.id).sort((a, b) => a - b);

/** Independent check of "is (lng, lat) in this extent", by modular arithmetic. */
export function inViewOracle(extent: LonLatExtent, lng: number, lat: number): boolean {
  const minLat = Math.min(extent.minLat, extent.maxLat);
  const maxLat = Math.max(extent.minLat, extent.maxLat);
  if (lat < minLat || lat > maxLat) return false;
  const maxLng = extent.maxLng < extent.minLng ? extent.maxLng + 360 : extent.maxLng;
  if (maxLng - extent.minLng >= 360) return true;
  // Shift the point (not the edges) by whole turns into the extent's frame.
  for (let turns = -3; turns <= 3; turns++) {
    const x = lng + 360 * turns;
    if (x >= extent.minLng && x <= maxLng) return true;
  }
  return false;
}

/**
 * Independent statement of the country band: drawable in-view sites per first
 * country; count ≥ threshold → one group of that count, else single sites.
 */
export function countryBandOracle(
  sites: readonly GroupingSiteInput[],
  zoom: number,
  extent: LonLatExtent,
): { singleIds: number[]; groupCounts: Map<string, number> } {
  const threshold = countryThreshold(zoom);
  const perCountry = new Map<string, number[]>();
  for (const s of sites) {
    if (!isDrawable(s.lat, s.lng)) continue;
    if (!inViewOracle(extent, s.lng as number, s.lat as number)) continue;
    const code = s.countryCode ? s.countryCode.toLowerCase() : null;
    const key = code ? `country:${code}` : `country:?${regionOfCountry(null)}`;
    const ids = perCountry.get(key) ?? [];
    ids.push(s.id);
    perCountry.set(key, ids);
  }
  const singleIds: number[] = [];
  const groupCounts = new Map<string, number>();
  for (const [key, ids] of perCountry) {
    if (ids.length >= threshold) groupCounts.set(key, ids.length);
    else singleIds.push(...ids);
  }
  return { singleIds: singleIds.sort((a, b) => a - b), groupCounts };
}

export const realSites = catalogueSites.map((s) => fromCatalogueSite(s));
export const realIndex = buildGroupingIndex(realSites, { countryNames: countryNamesJa });
export const realIds = realSites.map((s) => s.id).sort((a, b) => a - b);
/** Sites per first ISO code in the real catalogue (Jerusalem under '?'). */
export const firstCountryCounts = new Map<string, number>();
for (const s of catalogueSites) {
  const code = s.iso_codes[0] ?? '?';
  firstCountryCounts.set(code, (firstCountryCounts.get(code) ?? 0) + 1);
}

export const TOKYO = { lng: 139.6917, lat: 35.6895 };
export const KYOTO = { lng: 135.7681, lat: 35.0116 };
export const ROME = { lng: 12.4964, lat: 41.9028 };
