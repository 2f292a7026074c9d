/**
 * View extents in longitude/latitude (EPSG:4326 degrees) and the tests the
 * grouping needs on them. An extent may come straight from OpenLayers
 * (`transformExtent(view.calculateExtent(), 'EPSG:3857', 'EPSG:4326')`), so:
 *
 * - longitudes may run past ±180 when the view crosses the antimeridian
 *   (e.g. minLng 170, maxLng 200) or when the world repeats (wrapX);
 * - the view may be wider than the world (maxLng − minLng ≥ 360): every
 *   longitude is in view;
 * - minLng > maxLng is read as the RFC 7946 §5.2 convention for a box that
 *   crosses the antimeridian (west edge 170, east edge −170);
 * - minLat > maxLat is swapped; latitudes are clamped to ±90;
 * - a missing extent, or one with a NaN or non-number edge, means the whole world.
 */

export interface LonLatExtent {
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
}

export const WORLD_EXTENT: LonLatExtent = { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 };

/** Largest latitude Web Mercator (EPSG:3857) shows. */
export const MERCATOR_MAX_LAT = 85.05112877980659;

/**
 * An extent rewritten as at most two longitude ranges inside [−180, 180]:
 * a longitude is in view when it lies in [lo1, hi1] or in [lo2, hi2]
 * (the second range is empty, lo2 > hi2, unless the view crosses the
 * antimeridian or has an edge on it: −180 and 180 are the same meridian).
 */
export interface NormalizedExtent {
  readonly minLat: number;
  readonly maxLat: number;
  readonly lo1: number;
  readonly hi1: number;
  readonly lo2: number;
  readonly hi2: number;
}

const WHOLE_WORLD: NormalizedExtent = {
  minLat: -90,
  maxLat: 90,
  lo1: -180,
  hi1: 180,
  lo2: Number.POSITIVE_INFINITY,
  hi2: Number.NEGATIVE_INFINITY,
};

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

export function normalizeExtent(extent: LonLatExtent | null | undefined): NormalizedExtent {
  if (!extent) return WHOLE_WORLD;
  let { minLng, minLat, maxLng, maxLat } = extent;
  if (!isNumber(minLng) || !isNumber(minLat) || !isNumber(maxLng) || !isNumber(maxLat)) {
    return WHOLE_WORLD;
  }
  if (minLat > maxLat) [minLat, maxLat] = [maxLat, minLat];
  minLat = Math.max(-90, minLat);
  maxLat = Math.min(90, maxLat);
  if (minLng > maxLng) maxLng += 360; // RFC 7946 box crossing the antimeridian
  if (maxLng - minLng >= 360) {
    return { ...WHOLE_WORLD, minLat, maxLat };
  }
  // Shift so that the west edge lies in [−180, 180); the east edge is then below 540.
  const turns = Math.floor((minLng + 180) / 360);
  const lo = minLng - turns * 360;
  const hi = maxLng - turns * 360;
  if (hi <= 180) {
    // −180 and 180 are the same meridian: an edge lying on it takes in both.
    if (lo === -180) return { minLat, maxLat, lo1: lo, hi1: hi, lo2: 180, hi2: 180 };
    if (hi === 180) return { minLat, maxLat, lo1: lo, hi1: hi, lo2: -180, hi2: -180 };
    return { minLat, maxLat, lo1: lo, hi1: hi, lo2: WHOLE_WORLD.lo2, hi2: WHOLE_WORLD.hi2 };
  }
  return { minLat, maxLat, lo1: lo, hi1: 180, lo2: -180, hi2: hi - 360 };
}

/** Whether a point (lng in [−180, 180]) lies in a normalised extent, edges included. */
export function extentContains(view: NormalizedExtent, lng: number, lat: number): boolean {
  return (
    lat >= view.minLat &&
    lat <= view.maxLat &&
    ((lng >= view.lo1 && lng <= view.hi1) || (lng >= view.lo2 && lng <= view.hi2))
  );
}

/** How a box relates to a view: entirely outside, entirely inside, or partly inside. */
export const OUTSIDE = 0;
export const INSIDE = 1;
export const PARTIAL = 2;
export type BoxRelation = typeof OUTSIDE | typeof INSIDE | typeof PARTIAL;

/**
 * Relation of the box [minLng, maxLng] × [minLat, maxLat] (longitudes in
 * [−180, 180], minLng ≤ maxLng, not crossing the antimeridian) to a view.
 * INSIDE and OUTSIDE are exact for every point of the box; PARTIAL means the
 * points have to be tested one by one.
 */
export function boxRelation(
  view: NormalizedExtent,
  minLng: number,
  minLat: number,
  maxLng: number,
  maxLat: number,
): BoxRelation {
  if (maxLat < view.minLat || minLat > view.maxLat) return OUTSIDE;
  const hits1 = maxLng >= view.lo1 && minLng <= view.hi1;
  const hits2 = maxLng >= view.lo2 && minLng <= view.hi2;
  if (!hits1 && !hits2) return OUTSIDE;
  if (minLat < view.minLat || maxLat > view.maxLat) return PARTIAL;
  if (minLng >= view.lo1 && maxLng <= view.hi1) return INSIDE;
  if (minLng >= view.lo2 && maxLng <= view.hi2) return INSIDE;
  return PARTIAL;
}

/**
 * The lon/lat extent a Web Mercator view shows: centre, zoom (OpenLayers /
 * XYZ convention, 256 px tiles, zoom 0 = whole world in 256 px) and the
 * viewport size in CSS pixels. Longitudes are not wrapped (a view centred on
 * 179° runs past 180°); latitudes are clamped to the Mercator limit. Used by
 * tests and the benchmark; the app takes the extent from OpenLayers.
 */
export function viewExtent(
  centre: { readonly lng: number; readonly lat: number },
  zoom: number,
  widthPx: number,
  heightPx: number,
  tileSize = 256,
): LonLatExtent {
  const worldPx = tileSize * 2 ** zoom;
  const halfWidthDeg = ((widthPx / 2) * 360) / worldPx;
  const lat = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, centre.lat));
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const halfHeightRad = ((heightPx / 2) * 2 * Math.PI) / worldPx;
  const toLat = (my: number) => (Math.atan(Math.sinh(my)) * 180) / Math.PI;
  return {
    minLng: centre.lng - halfWidthDeg,
    maxLng: centre.lng + halfWidthDeg,
    minLat: Math.max(-MERCATOR_MAX_LAT, toLat(y - halfHeightRad)),
    maxLat: Math.min(MERCATOR_MAX_LAT, toLat(y + halfHeightRad)),
  };
}

/**
 * The extent grown by `ratio` of its width and height on every side, so that
 * markers just outside the view are already there when the user pans a little.
 * Expects minLng ≤ maxLng (unwrapped longitudes, as OpenLayers gives them).
 */
export function bufferExtent(extent: LonLatExtent, ratio: number): LonLatExtent {
  const dx = (extent.maxLng - extent.minLng) * ratio;
  const dy = (extent.maxLat - extent.minLat) * ratio;
  return {
    minLng: extent.minLng - dx,
    maxLng: extent.maxLng + dx,
    minLat: Math.max(-90, extent.minLat - dy),
    maxLat: Math.min(90, extent.maxLat + dy),
  };
}
