import type { Target } from '../support/engine';

/**
 * The map screen, found as the Chromium tier's MapPage finds it (tests/e2e/pages/map-page.ts):
 * the map region reports what it drew in data attributes, the rest by Japanese name.
 */
export const mapScreen = {
  map: { css: '[aria-label="世界遺産の地図"]' },
  searchBox: { css: 'input[type="search"]', name: '世界遺産を検索' },
  resultCount: { css: 'aside [role="status"]' },
  listItem: (name: RegExp): Target => ({ css: 'aside li button', name }),
  popup: (name: RegExp): Target => ({ css: '[role="dialog"]', name }),
} satisfies Record<string, Target | ((name: RegExp) => Target)>;

/** /map?focus=<id> opens a site's popup directly, as the wishlist's links do. */
export const focusPath = (siteId: number) => `/map?focus=${siteId}`;
