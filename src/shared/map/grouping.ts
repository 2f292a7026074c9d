/**
 * Map grouping, exactly as SPEC.md §4 "Map display mode". A pure function of
 * (prepared index, zoom, mode, view extent): no OpenLayers, no DOM, so it runs
 * in a worker or on the main thread and is tested in Node. It replaces
 * ol/source/Cluster, which groups by pixel distance, not by region or country.
 *
 * Bands (auto mode; `groupingBand`):
 * - zoom ≤ REGION_MAX_ZOOM (3): one group per world region (nine regions,
 *   world-regions.ts) over ALL drawable sites, not only those in view: at
 *   these zooms the view shows most of the world anyway, the groups are
 *   precomputed once so a call costs nothing, and panning never changes them.
 * - zoom ≥ SINGLE_MIN_ZOOM (13): every drawable site as a single marker (all
 *   of them, not only those in view: the array is precomputed and OpenLayers
 *   culls what is off screen).
 * - in between: per country (a site's first ISO code; a transboundary site
 *   counts for its first country only). For each country the sites inside the
 *   view are counted; below `countryThreshold(zoom)` they are shown as single
 *   sites, otherwise as one group of those in-view sites (count, mix, bounds
 *   and centre of the in-view members, so the group sits where its sites are
 *   on screen). Sites outside the view are omitted in this band, so the
 *   caller rebuilds after a pan as well as after a zoom (REBUILD_DELAY_MS
 *   after `moveend`); pass a buffered extent (`bufferExtent`) to keep markers
 *   just off screen.
 * Detail mode: every drawable site as a single marker, at every zoom.
 *
 * A zoom that is NaN or −∞ is treated as fully zoomed out (region band).
 *
 * Sites that cannot be drawn (`isDrawable`: non-numeric coordinates,
 * |lat| > 90, |lng| > 180) are left out of every band; the index keeps their
 * ids in `undrawableIds` so that lists and counts still include them.
 *
 * Cost: `buildGroupingIndex` is O(n) and runs when the site set, a filter or a
 * visited flag changes. `groupSites` is O(1) in the region and single bands
 * (it returns precomputed arrays) and O(countries + points of the countries
 * that straddle the view edge) in the country band: a country whose bounding
 * box lies wholly inside or outside the view is decided from its precomputed
 * box without touching its points.
 */

import { type DisplayMode, REGION_MAX_ZOOM, SINGLE_MIN_ZOOM } from './constants';
import {
  boxRelation,
  INSIDE,
  type LonLatExtent,
  type NormalizedExtent,
  normalizeExtent,
  OUTSIDE,
} from './extent';
import { Stats } from './group-stats';
import { REGION_INDEX } from './grouping-index';
import type {
  GroupItem,
  GroupingBand,
  GroupingIndex,
  GroupingView,
  MapItem,
  SiteItem,
} from './grouping-types';

export {
  CATEGORY_COLOURS,
  CULTURAL_COLOUR,
  DEFAULT_VIEW,
  type DisplayMode,
  FLY_TO_ZOOM,
  GROUP_POPUP_LIMIT,
  GROUP_ZOOM_MAX,
  GROUP_ZOOM_PADDING,
  MAX_ZOOM,
  MIXED_COLOUR,
  NATURAL_COLOUR,
  REBUILD_DELAY_MS,
  REGION_MAX_ZOOM,
  SINGLE_MIN_ZOOM,
  type SiteCategory,
} from './constants';

export {
  categoryMix,
  conicGradient,
  dominantCategory,
  groupColour,
  groupIconSize,
  type MixSegment,
} from './group-style';
export { buildGroupingIndex, fromCatalogueSite } from './grouping-index';
export type {
  CategoryCounts,
  GroupItem,
  GroupingBand,
  GroupingIndex,
  GroupingIndexOptions,
  GroupingSiteInput,
  GroupingView,
  GroupLevel,
  LonLatBounds,
  MapItem,
  SiteItem,
} from './grouping-types';

/** Which band a zoom falls in (see the file comment). */
export function groupingBand(zoom: number, mode: DisplayMode): GroupingBand {
  if (mode === 'detail') return 'single';
  if (zoom >= SINGLE_MIN_ZOOM) return 'single';
  if (zoom > REGION_MAX_ZOOM) return 'country';
  return 'region'; // includes NaN and −∞
}

/**
 * Smallest in-view count at which a country is drawn as a group in the
 * country band: `max(2, floor(2^(zoom − 3)))`.
 *
 * zoom  4: 2 · 5: 4 · 6: 8 · 7: 16 · 8: 32 · 9: 64 · 10: 128 · 11: 256 · 12: 512
 * (fractional zooms in between, non-decreasing).
 *
 * Why: each zoom step halves the ground distance per pixel, so a country's
 * sites spread twice as far apart on screen along each axis and twice as many
 * fit along its extent without overlapping; doubling the threshold per step
 * follows that. It starts at 2 just above the region band, so a lone site is
 * never wrapped in a group of one, and by zoom 9 it (64) exceeds the largest
 * country in the real catalogue (China, 60 sites by first ISO code), so from
 * zoom 9 the real catalogue is all single markers, while a catalogue 40 times
 * denser (bench/grouping.ts, 50,000 synthetic sites) still groups its densest
 * countries up to zoom 9 and is all single from zoom 10.
 */
export function countryThreshold(zoom: number): number {
  if (Number.isNaN(zoom)) return 2;
  return Math.max(2, Math.floor(2 ** (zoom - REGION_MAX_ZOOM)));
}

/**
 * The markers to draw for one view. Returns precomputed, shared arrays in
 * the region and single bands: do not mutate the result.
 */
export function groupSites(index: GroupingIndex, view: GroupingView): readonly MapItem[] {
  const band = groupingBand(view.zoom, view.mode);
  if (band === 'single') return index.siteItems;
  if (band === 'region') return index.regionGroups;
  return groupByCountry(index, countryThreshold(view.zoom), normalizeExtent(view.extent));
}

function groupByCountry(
  index: GroupingIndex,
  threshold: number,
  view: NormalizedExtent,
): MapItem[] {
  const items: MapItem[] = [];
  const { siteItems, lng, lat } = index;
  const { minLat, maxLat, lo1, hi1, lo2, hi2 } = view;

  for (const country of index.countries) {
    const relation = boxRelation(
      view,
      country.minLng,
      country.minLat,
      country.maxLng,
      country.maxLat,
    );
    if (relation === OUTSIDE) continue;
    const { start, end } = country;
    if (relation === INSIDE) {
      if (end - start >= threshold) items.push(country.group);
      else for (let i = start; i < end; i++) items.push(siteItems[i] as SiteItem);
      continue;
    }

    // The country straddles the view edge: test its points one by one.
    let count = 0;
    for (let i = start; i < end; i++) {
      const y = lat[i] as number;
      const x = lng[i] as number;
      if (y >= minLat && y <= maxLat && ((x >= lo1 && x <= hi1) || (x >= lo2 && x <= hi2))) {
        count++;
      }
    }
    if (count === 0) continue;
    if (count === end - start && count >= threshold) {
      items.push(country.group); // all of it is in view after all
      continue;
    }
    if (count < threshold) {
      for (let i = start; i < end; i++) {
        const y = lat[i] as number;
        const x = lng[i] as number;
        if (y >= minLat && y <= maxLat && ((x >= lo1 && x <= hi1) || (x >= lo2 && x <= hi2))) {
          items.push(siteItems[i] as SiteItem);
        }
      }
      continue;
    }
    const stats = new Stats();
    const { category, visited } = index;
    for (let i = start; i < end; i++) {
      const y = lat[i] as number;
      const x = lng[i] as number;
      if (y >= minLat && y <= maxLat && ((x >= lo1 && x <= hi1) || (x >= lo2 && x <= hi2))) {
        stats.add((siteItems[i] as SiteItem).id, x, y, category[i] ?? 0, visited[i] ?? 0);
      }
    }
    items.push(
      stats.toGroup(country.group.key, 'country', country.regionId, country.code, country.label),
    );
  }
  return items;
}

/**
 * All member ids of a group, in input order (so the first GROUP_POPUP_LIMIT
 * are the group's previewIds): every drawable site of the region for a
 * region group; for a country group, the country's sites inside
 * `extent` (the extent the group was built for; absent = all of them).
 * For "show all" beyond the popup's first GROUP_POPUP_LIMIT.
 */
export function groupMemberIds(
  index: GroupingIndex,
  group: Pick<GroupItem, 'key' | 'level' | 'regionId'>,
  extent?: LonLatExtent | null,
): number[] {
  const ids: number[] = [];
  if (group.level === 'region') {
    const region = REGION_INDEX[group.regionId];
    for (const i of index.inputOrder) {
      if (index.regionIndex[i] === region) ids.push((index.siteItems[i] as SiteItem).id);
    }
    return ids;
  }
  const country = index.countries.find((c) => c.group.key === group.key);
  if (!country) return ids;
  const view = normalizeExtent(extent);
  for (let i = country.start; i < country.end; i++) {
    const y = index.lat[i] as number;
    const x = index.lng[i] as number;
    if (
      y >= view.minLat &&
      y <= view.maxLat &&
      ((x >= view.lo1 && x <= view.hi1) || (x >= view.lo2 && x <= view.hi2))
    ) {
      ids.push((index.siteItems[i] as SiteItem).id);
    }
  }
  return ids;
}
