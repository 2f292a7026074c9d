/**
 * Build-time settings of the client. Values come from VITE_* environment variables so a
 * deployment can set them without a code change.
 */

function optionalUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).href;
  } catch {
    // A malformed address would be a broken link: better no link at all.
    return undefined;
  }
}

/** External feedback form (SPEC.md §2 header). Unset means the header shows no link. */
export const FEEDBACK_FORM_URL = optionalUrl(import.meta.env.VITE_FEEDBACK_FORM_URL);

/** The catalogue's source and licence, credited in the footer of every page. */
export const UNESCO_WHC_URL = 'https://whc.unesco.org/';
export const DESCRIPTION_LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/3.0/igo/';

/**
 * Raster map tiles drawn over the offline basemap: an XYZ template with {z}, {x} and {y}.
 * Must match the server's TILE_URL (src/server/config.ts), whose origin the CSP allows for
 * images; a different provider needs both changed. The provider's usage policy forbids bulk
 * prefetching: tiles are only ever requested for what the user is looking at.
 */
export const TILE_URL: string =
  import.meta.env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The credit the tile provider requires, shown on the map as "© {text}" linked to the URL
 * (OpenStreetMap: "© OpenStreetMap contributors" linked to its copyright page).
 */
export const TILE_ATTRIBUTION = {
  text: import.meta.env.VITE_TILE_ATTRIBUTION || 'OpenStreetMap contributors',
  url: import.meta.env.VITE_TILE_ATTRIBUTION_URL || 'https://www.openstreetmap.org/copyright',
} as const;
