/**
 * Running totals of a group's members while the grouping (grouping.ts) builds
 * it, turned into a GroupItem at the end. Internal to the grouping.
 */

import { GROUP_POPUP_LIMIT } from './constants';
import { groupIconSize } from './group-style';
import type { GroupItem, GroupLevel } from './grouping-types';
import type { WorldRegionId } from './world-regions';

/** Running totals of a set of points; one per group being built. */
export class Stats {
  count = 0;
  readonly byCategory = [0, 0, 0];
  visited = 0;
  minLat = Number.POSITIVE_INFINITY;
  maxLat = Number.NEGATIVE_INFINITY;
  minLng = Number.POSITIVE_INFINITY;
  maxLng = Number.NEGATIVE_INFINITY;
  /** Longitudes shifted into [0, 360), for boxes across the antimeridian. */
  minShifted = Number.POSITIVE_INFINITY;
  maxShifted = Number.NEGATIVE_INFINITY;
  sumLat = 0;
  sumLng = 0;
  sumShifted = 0;
  readonly previewIds: number[] = [];

  add(id: number, lng: number, lat: number, category: number, visited: number): void {
    this.count++;
    this.byCategory[category] = (this.byCategory[category] ?? 0) + 1;
    this.visited += visited;
    if (lat < this.minLat) this.minLat = lat;
    if (lat > this.maxLat) this.maxLat = lat;
    if (lng < this.minLng) this.minLng = lng;
    if (lng > this.maxLng) this.maxLng = lng;
    const shifted = lng < 0 ? lng + 360 : lng;
    if (shifted < this.minShifted) this.minShifted = shifted;
    if (shifted > this.maxShifted) this.maxShifted = shifted;
    this.sumLat += lat;
    this.sumLng += lng;
    this.sumShifted += shifted;
    if (this.previewIds.length < GROUP_POPUP_LIMIT) this.previewIds.push(id);
  }

  toGroup(
    key: string,
    level: GroupLevel,
    regionId: WorldRegionId,
    countryCode: string | null,
    label: string,
  ): GroupItem {
    // Across the antimeridian only when that box is strictly narrower (the
    // members then lie on both sides of it; minShifted ≤ 180 < maxShifted).
    const across = this.maxShifted - this.minShifted < this.maxLng - this.minLng;
    let centreLng = across ? this.sumShifted / this.count : this.sumLng / this.count;
    if (centreLng > 180) centreLng -= 360;
    return {
      kind: 'group',
      key,
      level,
      regionId,
      countryCode,
      label,
      count: this.count,
      counts: {
        cultural: this.byCategory[0] ?? 0,
        natural: this.byCategory[1] ?? 0,
        mixed: this.byCategory[2] ?? 0,
      },
      visitedCount: this.visited,
      bounds: across
        ? {
            minLng: this.minShifted,
            minLat: this.minLat,
            maxLng: this.maxShifted,
            maxLat: this.maxLat,
          }
        : { minLng: this.minLng, minLat: this.minLat, maxLng: this.maxLng, maxLat: this.maxLat },
      centre: { lng: centreLng, lat: this.sumLat / this.count },
      previewIds: this.previewIds,
      iconSize: groupIconSize(this.count),
    };
  }
}
