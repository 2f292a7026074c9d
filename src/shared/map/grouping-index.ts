/**
 * The grouping index (see grouping.ts for the bands it serves): the drawable
 * sites bucketed by first country and by world region, with each bucket's
 * precomputed group and box, in typed arrays the country band scans without
 * allocating. Built once per site set, filter or visited change; O(n).
 */
import type { SiteCategory } from './constants';
import { isDrawable } from './coordinates';
import { Stats } from './group-stats';
import type {
  CountryBucket,
  GroupItem,
  GroupingIndex,
  GroupingIndexOptions,
  GroupingSiteInput,
  SiteItem,
} from './grouping-types';
import {
  isWorldRegionId,
  regionOfCountry,
  WORLD_REGION_IDS,
  WORLD_REGIONS,
  type WorldRegionId,
} from './world-regions';

const CATEGORY_CODE: Readonly<Record<SiteCategory, number>> = { cultural: 0, natural: 1, mixed: 2 };
const NO_COUNTRY_LABEL = 'その他';
/** Position of each region in WORLD_REGION_IDS: what `GroupingIndex.regionIndex` stores. */
export const REGION_INDEX = Object.fromEntries(WORLD_REGION_IDS.map((id, i) => [id, i])) as Record<
  WorldRegionId,
  number
>;

/** Adapts a catalogue record (data/catalogue/whc-sites.json) to the grouping input. */
export function fromCatalogueSite(
  site: {
    readonly id_no: number;
    readonly latitude: unknown;
    readonly longitude: unknown;
    readonly category: SiteCategory;
    readonly iso_codes?: readonly (string | null)[] | null;
  },
  visited = false,
): GroupingSiteInput {
  return {
    id: site.id_no,
    lat: site.latitude,
    lng: site.longitude,
    category: site.category,
    countryCode: site.iso_codes?.[0] ?? null,
    visited,
  };
}

function normaliseCode(code: string | null | undefined): string | null {
  return typeof code === 'string' && code !== '' ? code.toLowerCase() : null;
}

/**
 * Prepares the index for groupSites: drops undrawable sites (keeping their
 * ids), buckets the rest by first country and by region, and precomputes the
 * single-marker items, the region groups and each country's whole-country
 * group and box. O(n). Members keep input order within a country, so pass the
 * sites in the order the popup should list them.
 */
export function buildGroupingIndex(
  sites: readonly GroupingSiteInput[],
  options: GroupingIndexOptions = {},
): GroupingIndex {
  const names = options.countryNames ?? {};
  const undrawableIds: number[] = [];
  const drawable: SiteItem[] = [];
  const bucketKeys = new Map<string, number[]>();
  /** Per bucket, the positions of its members in `drawable`. */
  const bucketMembers: number[][] = [];
  const regionStats = new Map<WorldRegionId, Stats>();

  for (const site of sites) {
    const { lat, lng } = site;
    if (!isDrawable(lat, lng)) {
      undrawableIds.push(site.id);
      continue;
    }
    const countryCode = normaliseCode(site.countryCode);
    const regionId = isWorldRegionId(site.regionId) ? site.regionId : regionOfCountry(countryCode);
    const item: SiteItem = {
      kind: 'site',
      key: `site:${site.id}`,
      id: site.id,
      lng: lng as number,
      lat: lat as number,
      category: Object.hasOwn(CATEGORY_CODE, site.category) ? site.category : 'cultural',
      countryCode,
      regionId,
      visited: site.visited === true,
    };
    // Sites without a country are bucketed per region so that a bucket never spans regions.
    const bucketKey = countryCode ?? `?${regionId}`;
    let members = bucketKeys.get(bucketKey);
    if (members === undefined) {
      members = [];
      bucketKeys.set(bucketKey, members);
      bucketMembers.push(members);
    }
    members.push(drawable.length);
    drawable.push(item);

    let stats = regionStats.get(regionId);
    if (!stats) {
      stats = new Stats();
      regionStats.set(regionId, stats);
    }
    stats.add(item.id, item.lng, item.lat, CATEGORY_CODE[item.category], item.visited ? 1 : 0);
  }

  const size = drawable.length;
  const siteItems: SiteItem[] = [];
  const lngs = new Float64Array(size);
  const lats = new Float64Array(size);
  const categories = new Uint8Array(size);
  const visited = new Uint8Array(size);
  const regionIndex = new Uint8Array(size);
  const inputOrder = new Uint32Array(size);
  const countries: CountryBucket[] = [];

  for (const members of bucketMembers) {
    const first = drawable[members[0] ?? 0] as SiteItem;
    const start = siteItems.length;
    const stats = new Stats();
    for (const k of members) {
      const item = drawable[k] as SiteItem;
      const i = siteItems.length;
      const category = CATEGORY_CODE[item.category];
      const isVisited = item.visited ? 1 : 0;
      siteItems.push(item);
      inputOrder[k] = i;
      lngs[i] = item.lng;
      lats[i] = item.lat;
      categories[i] = category;
      visited[i] = isVisited;
      regionIndex[i] = REGION_INDEX[item.regionId];
      stats.add(item.id, item.lng, item.lat, category, isVisited);
    }
    const code = first.countryCode;
    const name = code !== null && Object.hasOwn(names, code) ? names[code] : undefined;
    const label = code === null ? NO_COUNTRY_LABEL : (name ?? code.toUpperCase());
    countries.push({
      code,
      regionId: first.regionId,
      label,
      start,
      end: siteItems.length,
      minLng: stats.minLng,
      minLat: stats.minLat,
      maxLng: stats.maxLng,
      maxLat: stats.maxLat,
      group: stats.toGroup(countryKey(first), 'country', first.regionId, code, label),
    });
  }

  const regionGroups: GroupItem[] = [];
  for (const regionId of WORLD_REGION_IDS) {
    const stats = regionStats.get(regionId);
    if (!stats) continue;
    regionGroups.push(
      stats.toGroup(`region:${regionId}`, 'region', regionId, null, WORLD_REGIONS[regionId].nameJa),
    );
  }

  return {
    size,
    undrawableIds,
    siteItems,
    lng: lngs,
    lat: lats,
    category: categories,
    visited,
    regionIndex,
    inputOrder,
    countries,
    regionGroups,
  };
}

function countryKey(site: SiteItem): string {
  return site.countryCode === null ? `country:?${site.regionId}` : `country:${site.countryCode}`;
}
