import type { FeatureLike } from 'ol/Feature';
import { measureTextHeight } from 'ol/render/canvas';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { MapItem } from '../../../../shared/map/grouping';
import { GROUP_LABEL_FONT } from '../marker-text';
import { drawGroupIcon, drawSiteIcon, INK, pixelRatio } from './marker-icons';

/** Feature properties the marker layer sets (marker-layer.ts). */
export const ITEM = 'item';
export const DANGER = 'danger';
export const SELECTED = 'selected';
/** Label drawn under a group (region groups only), in the reader's language. */
export const LABEL = 'label';

/**
 * Measures the group labels' line height before the map draws. OpenLayers measures it the
 * first time it draws a label, by adding an element to the page and reading its height: a
 * layout of the whole page inside the map's frame, while the page is still changing, a
 * large share of that frame (docs/PERF.md P2). Called as the map is created, when the page
 * has just been laid out, it costs the measuring element alone. The height is cached per font.
 */
export function prepareLabelMetrics(): void {
  measureTextHeight(GROUP_LABEL_FONT);
}

const cache = new Map<string, Style>();
/** Group looks vary with what is in view; past this many cached looks, start afresh. */
const CACHE_LIMIT = 600;

function cached(key: string, make: () => Style): Style {
  let style = cache.get(key);
  if (!style) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    style = make();
    cache.set(key, style);
  }
  return style;
}

function iconOf(canvas: HTMLCanvasElement, ratio: number): Icon {
  return new Icon({ img: canvas, scale: 1 / ratio });
}

/** What a marker looks like besides its item: the layer keeps these as feature properties. */
export interface MarkerLook {
  danger: boolean;
  selected: boolean;
  /** Region groups' name under the icon, in the reader's language ('' for none). */
  label: string;
}

function styleKey(item: MapItem, look: MarkerLook, ratio: number): string {
  if (item.kind === 'site') {
    return `s|${item.category}|${item.visited}|${look.danger}|${look.selected}|${ratio}`;
  }
  const { cultural, natural, mixed } = item.counts;
  const anyVisited = item.visitedCount > 0;
  return `g|${cultural},${natural},${mixed}|${item.iconSize}|${anyVisited}|${look.label}|${ratio}`;
}

function makeStyle(item: MapItem, look: MarkerLook, ratio: number): Style {
  if (item.kind === 'site') {
    const { danger, selected } = look;
    return new Style({
      image: iconOf(
        drawSiteIcon({ category: item.category, visited: item.visited, danger, selected }, ratio),
        ratio,
      ),
      zIndex: selected ? 30 : item.visited ? 20 : 10,
    });
  }
  const anyVisited = item.visitedCount > 0;
  return new Style({
    image: iconOf(
      drawGroupIcon(
        { counts: item.counts, count: item.count, size: item.iconSize, anyVisited },
        ratio,
      ),
      ratio,
    ),
    text: look.label
      ? new Text({
          text: look.label,
          font: GROUP_LABEL_FONT,
          offsetY: item.iconSize / 2 + 11,
          fill: new Fill({ color: INK }),
          stroke: new Stroke({ color: 'rgb(255 255 255 / 92%)', width: 3.5 }),
        })
      : undefined,
    zIndex: 40,
  });
}

/** The style of an item with a look. Styles are cached by look. */
export function styleOf(item: MapItem, look: MarkerLook): Style {
  const ratio = pixelRatio();
  return cached(styleKey(item, look, ratio), () => makeStyle(item, look, ratio));
}

/** True when this item's look has been drawn already (its style is cached). */
export function isStyled(item: MapItem, look: MarkerLook): boolean {
  return cache.has(styleKey(item, look, pixelRatio()));
}

/**
 * Draws an item's picture before the frame that shows it. OpenLayers would otherwise draw
 * every new picture inside one animation frame: on the map's first frame that is every group
 * in view, each a canvas with a blurred shadow, plus OpenLayers' one-time check of each
 * picture for hit detection (it draws it into a 1-pixel canvas and reads the pixel back).
 * Together a long task on a phone; prepared a few at a time (../work-in-slices.ts) they
 * are not.
 */
export function prepareStyle(item: MapItem, look: MarkerLook): void {
  styleOf(item, look).getImage()?.getHitDetectionImage();
}

/**
 * Style of one marker feature. Styles are cached by look, so a redraw of a
 * thousand markers reuses a handful of canvases. zIndex keeps selected,
 * visited and group markers above plain ones.
 */
export function markerStyle(feature: FeatureLike): Style {
  return styleOf(feature.get(ITEM) as MapItem, {
    danger: feature.get(DANGER) === true,
    selected: feature.get(SELECTED) === true,
    label: (feature.get(LABEL) as string | undefined) ?? '',
  });
}
