/**
 * The texts the map's markers draw and their fonts, shared by the map's styles (ol/) and the
 * map screen, which measures them ahead (no OpenLayers here: the screen loads before it).
 */
import { WORLD_REGIONS, type WorldRegionId } from '../../../shared/map/world-regions';
import type { Locale } from '../../i18n/locale';

/**
 * The page's own font stack (--font-sans in styles/tokens.css; a unit test keeps them equal).
 * Naming the same fonts the page's text already uses lets the canvas find the Japanese font
 * the page has loaded: with a shorter stack, the first Japanese label sent the browser
 * searching the system's fallback fonts, a long task on a phone (docs/PERF.md P2).
 */
export const MARKER_FAMILY =
  'system-ui, "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, sans-serif';

/** The region labels drawn under groups (ol/marker-styles.ts). */
export const GROUP_LABEL_FONT = `700 12px ${MARKER_FAMILY}`;

/** The count inside a group icon (ol/marker-icons.ts): smaller as it grows longer. */
export function groupCountFont(digits: number): string {
  const size = digits >= 4 ? 11 : digits === 3 ? 12.5 : 14;
  return `700 ${size}px ${MARKER_FAMILY}`;
}

/** A world region's label under its group, in the reader's language. */
export function regionLabel(regionId: WorldRegionId, locale: Locale): string {
  const region = WORLD_REGIONS[regionId];
  return locale === 'ja' ? region.nameJa : region.nameEn;
}

/**
 * Measures the markers' texts on a scratch canvas before the map draws its first groups, one
 * font per task. The first time a canvas meets a font, the browser finds and loads it (for
 * Japanese labels, a large CJK font, and on Linux a round trip to the browser process for
 * each size) inside the frame that draws, a large share of the first map frame. Done ahead,
 * while the map's code and the sites load, it costs no frame, and a task per font keeps each
 * short (docs/PERF.md P2). The font caches are the document's, so any canvas warms them.
 * Answers a function that stops what is still to come.
 */
export function prepareMarkerFonts(locale: Locale): () => void {
  const context = document.createElement('canvas').getContext('2d');
  const steps: (() => void)[] = [
    () => {
      if (!context) return;
      context.font = GROUP_LABEL_FONT;
      for (const regionId of Object.keys(WORLD_REGIONS) as WorldRegionId[]) {
        context.measureText(regionLabel(regionId, locale));
      }
    },
    ...[2, 3, 4].map((digits) => () => {
      if (!context) return;
      context.font = groupCountFont(digits);
      context.measureText('0123456789');
    }),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(() => {
      steps.shift()?.();
      if (steps.length > 0) next();
    }, 0);
  };
  next();
  return () => clearTimeout(timer);
}
