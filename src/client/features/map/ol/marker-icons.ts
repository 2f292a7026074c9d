/**
 * Marker pictures, drawn once per look on a canvas and cached by the styles
 * (marker-styles.ts). Plain 2D canvas, no OpenLayers: sizes are CSS pixels,
 * drawn at the screen's pixel ratio so markers stay sharp.
 */
import {
  CATEGORY_COLOURS,
  type GroupIconSize,
  type SiteCategory,
} from '../../../../shared/map/constants';
import { type CategoryCounts, categoryMix } from '../../../../shared/map/grouping';
import { groupCountFont } from '../marker-text';

export const INK = '#1b2433';
export const VISITED_BORDER = '#2e9d5b';
const DANGER_FILL = '#ffc83d';
const WHITE = '#ffffff';

/** Canvas size of a single-site marker (CSS px); the dot sits in the middle. */
export const SITE_ICON_SIZE = 30;

export function pixelRatio(): number {
  return Math.min(3, Math.max(1, globalThis.devicePixelRatio || 1));
}

function canvasOf(size: number, ratio: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * ratio);
  canvas.height = Math.ceil(size * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.scale(ratio, ratio);
  return [canvas, context];
}

function circle(context: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  context.beginPath();
  context.arc(x, y, r, 0, Math.PI * 2);
}

function checkMark(context: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  context.beginPath();
  context.moveTo(x - 0.45 * s, y + 0.02 * s);
  context.lineTo(x - 0.12 * s, y + 0.35 * s);
  context.lineTo(x + 0.48 * s, y - 0.3 * s);
  context.strokeStyle = WHITE;
  context.lineWidth = Math.max(1.6, s * 0.22);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.stroke();
}

/** The in-danger mark: a small warning triangle at the marker's upper right. */
function dangerBadge(context: CanvasRenderingContext2D, x: number, y: number): void {
  context.beginPath();
  context.moveTo(x, y - 5.5);
  context.lineTo(x + 6, y + 5);
  context.lineTo(x - 6, y + 5);
  context.closePath();
  context.fillStyle = DANGER_FILL;
  context.strokeStyle = INK;
  context.lineWidth = 1.4;
  context.lineJoin = 'round';
  context.fill();
  context.stroke();
  context.fillStyle = INK;
  context.fillRect(x - 0.7, y - 2, 1.4, 3.6);
  context.fillRect(x - 0.7, y + 2.6, 1.4, 1.3);
}

export interface SiteLook {
  category: SiteCategory;
  visited: boolean;
  danger: boolean;
  selected: boolean;
}

/**
 * A single site: a dot in its type's colour with a white rim. Visited: dark
 * with a green rim and a white check mark (SPEC.md §4). In danger: a warning
 * triangle. Selected (popup open): a soft halo.
 */
export function drawSiteIcon(look: SiteLook, ratio: number): HTMLCanvasElement {
  const size = SITE_ICON_SIZE;
  const [canvas, context] = canvasOf(size, ratio);
  const c = size / 2;
  if (look.selected) {
    circle(context, c, c, 14);
    context.fillStyle = 'rgb(29 53 87 / 22%)';
    context.fill();
  }
  context.shadowColor = 'rgb(15 31 58 / 35%)';
  context.shadowBlur = 3;
  context.shadowOffsetY = 1;
  if (look.visited) {
    circle(context, c, c, 8.5);
    context.fillStyle = INK;
    context.fill();
    context.shadowColor = 'transparent';
    context.lineWidth = 3;
    context.strokeStyle = VISITED_BORDER;
    context.stroke();
    checkMark(context, c, c, 9);
  } else {
    circle(context, c, c, 7.5);
    context.fillStyle = CATEGORY_COLOURS[look.category];
    context.fill();
    context.shadowColor = 'transparent';
    context.lineWidth = 2.5;
    context.strokeStyle = WHITE;
    context.stroke();
  }
  if (look.danger) dangerBadge(context, c + 8, c - 7);
  return canvas;
}

export interface GroupLook {
  counts: CategoryCounts;
  count: number;
  size: GroupIconSize;
  anyVisited: boolean;
}

/** Margin around a group icon for its shadow and visited badge (CSS px). */
export const GROUP_ICON_MARGIN = 6;

/**
 * A group: a ring split by its type mix (red, green, amber shares) around a
 * white disc with the count. Sizes 35/40/45 px by count (SPEC.md §9).
 */
export function drawGroupIcon(look: GroupLook, ratio: number): HTMLCanvasElement {
  const size = look.size + GROUP_ICON_MARGIN * 2;
  const [canvas, context] = canvasOf(size, ratio);
  const c = size / 2;
  const outer = look.size / 2;
  context.shadowColor = 'rgb(15 31 58 / 35%)';
  context.shadowBlur = 5;
  context.shadowOffsetY = 1.5;
  circle(context, c, c, outer);
  context.fillStyle = WHITE;
  context.fill();
  context.shadowColor = 'transparent';
  for (const segment of categoryMix(look.counts)) {
    const start = -Math.PI / 2 + segment.from * Math.PI * 2;
    const end = -Math.PI / 2 + segment.to * Math.PI * 2;
    context.beginPath();
    context.moveTo(c, c);
    context.arc(c, c, outer - 1, start, end);
    context.closePath();
    context.fillStyle = segment.colour;
    context.fill();
  }
  circle(context, c, c, outer - 7);
  context.fillStyle = WHITE;
  context.fill();
  context.fillStyle = INK;
  context.font = groupCountFont(String(look.count).length);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(look.count), c, c + 0.5);
  if (look.anyVisited) {
    const x = c + outer * 0.72;
    const y = c + outer * 0.72;
    circle(context, x, y, 6.5);
    context.fillStyle = VISITED_BORDER;
    context.fill();
    checkMark(context, x, y, 6.5);
  }
  return canvas;
}
