/**
 * Types of the map grouping (grouping.ts): its input, the items it returns and
 * the prepared index. Kept apart so the grouping modules share them without
 * importing one another.
 */

import type { DisplayMode, GroupIconSize, SiteCategory } from './constants';
import type { LonLatExtent } from './extent';
import type { WorldRegionId } from './world-regions';

/** A site as the grouping needs it. Coordinates are checked, so any value is accepted. */
export interface GroupingSiteInput {
  readonly id: number;
  readonly lat: unknown;
  readonly lng: unknown;
  readonly category: SiteCategory;
  /** First ISO 3166-1 alpha-2 code (any case); null or '' when the site has none. */
  readonly countryCode?: string | null;
  /** World region; derived from countryCode (regionOfCountry) when absent or invalid. */
  readonly regionId?: WorldRegionId | null;
  readonly visited?: boolean;
}

/** One site drawn as its own marker. */
export interface SiteItem {
  readonly kind: 'site';
  /** `site:<id>`: a stable feature id. */
  readonly key: string;
  readonly id: number;
  readonly lng: number;
  readonly lat: number;
  readonly category: SiteCategory;
  /** Lower-case first ISO code, or null. */
  readonly countryCode: string | null;
  readonly regionId: WorldRegionId;
  readonly visited: boolean;
}

export interface CategoryCounts {
  readonly cultural: number;
  readonly natural: number;
  readonly mixed: number;
}

/**
 * Bounds of a group's members in degrees. minLng is in [−180, 180]; when the
 * members sit on both sides of the antimeridian and the box across it is the
 * narrower one, maxLng exceeds 180 (e.g. 177 … 188 for Fiji to Samoa). Pass it
 * to `transformExtent(…, 'EPSG:4326', 'EPSG:3857')` and `view.fit` unchanged.
 */
export interface LonLatBounds {
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
}

export type GroupLevel = 'region' | 'country';

/** Several sites drawn as one group marker. */
export interface GroupItem {
  readonly kind: 'group';
  /** `region:<regionId>` or `country:<iso code>`: stable across calls. */
  readonly key: string;
  readonly level: GroupLevel;
  readonly regionId: WorldRegionId;
  /** Lower-case ISO code for a country group; null for a region group. */
  readonly countryCode: string | null;
  /** Japanese label: region name, or the country name given to buildGroupingIndex. */
  readonly label: string;
  readonly count: number;
  readonly counts: CategoryCounts;
  readonly visitedCount: number;
  readonly bounds: LonLatBounds;
  /** Mean position of the members (longitude averaged across the antimeridian when bounds are). */
  readonly centre: { readonly lng: number; readonly lat: number };
  /** Ids of the first GROUP_POPUP_LIMIT (20) members, in input order, for the popup. */
  readonly previewIds: readonly number[];
  readonly iconSize: GroupIconSize;
}

export type MapItem = SiteItem | GroupItem;

export type GroupingBand = 'region' | 'country' | 'single';

/** One country (or region-less bucket) of the index; internal to the grouping. */
export interface CountryBucket {
  readonly code: string | null;
  readonly regionId: WorldRegionId;
  readonly label: string;
  /** Members are index points [start, end). */
  readonly start: number;
  readonly end: number;
  /** Plain (not antimeridian-aware) box of the members, for boxRelation. */
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
  /** The group of all members, used whenever the whole country is in view. */
  readonly group: GroupItem;
}

/** Built once per site set by buildGroupingIndex; treat as opaque and immutable. */
export interface GroupingIndex {
  /** Number of drawable sites. */
  readonly size: number;
  /** Ids of the sites that cannot be drawn, in input order (they stay in lists). */
  readonly undrawableIds: readonly number[];
  /** Every drawable site as a single marker, grouped by country. */
  readonly siteItems: readonly SiteItem[];
  readonly lng: Float64Array;
  readonly lat: Float64Array;
  readonly category: Uint8Array;
  readonly visited: Uint8Array;
  /** Index (in world-regions' WORLD_REGION_IDS) of each point's region. */
  readonly regionIndex: Uint8Array;
  /** Index positions of the drawable sites in input order. */
  readonly inputOrder: Uint32Array;
  readonly countries: readonly CountryBucket[];
  /** One group per non-empty region, in WORLD_REGION_IDS order. */
  readonly regionGroups: readonly GroupItem[];
}

export interface GroupingIndexOptions {
  /** Japanese country names by lower-case ISO code, for country group labels. */
  readonly countryNames?: Readonly<Record<string, string>>;
}

export interface GroupingView {
  readonly zoom: number;
  readonly mode: DisplayMode;
  /** The visible extent in degrees (see extent.ts); absent means the whole world. */
  readonly extent?: LonLatExtent | null;
}
