/**
 * Map constants of SPEC.md §4 "Map display mode" and §9 "Map". Pure values:
 * no OpenLayers, no DOM.
 */

export type SiteCategory = 'cultural' | 'natural' | 'mixed';
export const SITE_CATEGORIES: readonly SiteCategory[] = ['cultural', 'natural', 'mixed'];

/** Marker and group colours per type (§9: cultural red, natural green, mixed amber). */
export const CATEGORY_COLOURS: Readonly<Record<SiteCategory, string>> = {
  cultural: '#d64541',
  natural: '#2e9d5b',
  mixed: '#f0a30a',
};
export const CULTURAL_COLOUR = CATEGORY_COLOURS.cultural;
export const NATURAL_COLOUR = CATEGORY_COLOURS.natural;
export const MIXED_COLOUR = CATEGORY_COLOURS.mixed;

/** Display mode (§4): auto groups by zoom; detail always draws single markers. Persisted. */
export type DisplayMode = 'auto' | 'detail';
export const DISPLAY_MODES: readonly DisplayMode[] = ['auto', 'detail'];
export const DEFAULT_DISPLAY_MODE: DisplayMode = 'auto';

/** Reads a persisted display mode; anything unknown gives the default, 'auto'. */
export function parseDisplayMode(value: unknown): DisplayMode {
  return value === 'detail' || value === 'auto' ? value : DEFAULT_DISPLAY_MODE;
}

/** Auto mode groups by world region at zoom ≤ this. */
export const REGION_MAX_ZOOM = 3;
/** Auto mode draws single markers at zoom ≥ this. */
export const SINGLE_MIN_ZOOM = 13;
/** Groups are rebuilt this long after a zoom (or pan) ends. */
export const REBUILD_DELAY_MS = 500;
/** Clicking a group fits the view to its bounds with this padding (px) … */
export const GROUP_ZOOM_PADDING = 50;
/** … and no further in than this zoom. */
export const GROUP_ZOOM_MAX = 10;
/** A group popup lists at most this many sites. */
export const GROUP_POPUP_LIMIT = 20;
/** Clicking a list item flies to the site at this zoom. */
export const FLY_TO_ZOOM = 15;
export const MAX_ZOOM = 20;
/** Marker popup maximum width (px). */
export const POPUP_MAX_WIDTH = 350;

/** Group icon sizes (px) for counts below 10, below 100, and otherwise. */
export const GROUP_ICON_SIZES = { small: 35, medium: 40, large: 45 } as const;
export type GroupIconSize = (typeof GROUP_ICON_SIZES)[keyof typeof GROUP_ICON_SIZES];

/**
 * Initial view: centred on Tokyo at zoom 2; on a mobile screen (width ≤ 768 px)
 * centred on 0,0 at zoom 1.5. Centres are [lng, lat], ready for `fromLonLat`.
 */
export const DEFAULT_VIEW = {
  center: [139.6917, 35.6895],
  zoom: 2,
  mobile: { center: [0, 0], zoom: 1.5 },
} as const satisfies {
  center: readonly [number, number];
  zoom: number;
  mobile: { center: readonly [number, number]; zoom: number };
};

/** The initial centre and zoom for a desktop or mobile screen. */
export function defaultView(isMobile: boolean): {
  center: readonly [number, number];
  zoom: number;
} {
  const view = isMobile ? DEFAULT_VIEW.mobile : DEFAULT_VIEW;
  return { center: view.center, zoom: view.zoom };
}
