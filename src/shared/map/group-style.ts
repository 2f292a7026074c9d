/**
 * How a group marker looks (grouping.ts): its icon size, its colour and its
 * category mix. Pure functions of a group's count or counts.
 */

import {
  CATEGORY_COLOURS,
  GROUP_ICON_SIZES,
  type GroupIconSize,
  type SiteCategory,
} from './constants';
import type { CategoryCounts } from './grouping-types';

const CATEGORY_BY_CODE: readonly SiteCategory[] = ['cultural', 'natural', 'mixed'];

/** Group icon size: 35 px for counts below 10, 40 below 100, else 45 (§9). */
export function groupIconSize(count: number): GroupIconSize {
  if (count < 10) return GROUP_ICON_SIZES.small;
  if (count < 100) return GROUP_ICON_SIZES.medium;
  return GROUP_ICON_SIZES.large;
}

/** The most frequent category; ties go to cultural, then natural, then mixed. */
export function dominantCategory(counts: CategoryCounts): SiteCategory {
  if (counts.cultural >= counts.natural && counts.cultural >= counts.mixed) return 'cultural';
  return counts.natural >= counts.mixed ? 'natural' : 'mixed';
}

/** The colour of a group's dominant category. */
export function groupColour(counts: CategoryCounts): string {
  return CATEGORY_COLOURS[dominantCategory(counts)];
}

export interface MixSegment {
  readonly category: SiteCategory;
  readonly colour: string;
  readonly count: number;
  /** Start and end of the segment as fractions of the whole circle, 0 … 1. */
  readonly from: number;
  readonly to: number;
}

/**
 * A group's mix as consecutive segments (cultural, natural, mixed; empty
 * categories left out), for a pie/conic drawing on a canvas or in CSS.
 */
export function categoryMix(counts: CategoryCounts): MixSegment[] {
  const total = counts.cultural + counts.natural + counts.mixed;
  const segments: MixSegment[] = [];
  if (total <= 0) return segments;
  let at = 0;
  for (const category of CATEGORY_BY_CODE) {
    const count = counts[category];
    if (count <= 0) continue;
    const to = at + count;
    segments.push({
      category,
      colour: CATEGORY_COLOURS[category],
      count,
      from: at / total,
      to: to / total,
    });
    at = to;
  }
  const last = segments.at(-1);
  if (last) segments[segments.length - 1] = { ...last, to: 1 };
  return segments;
}

/** CSS `conic-gradient(…)` of a group's mix; a plain grey circle when empty. */
export function conicGradient(counts: CategoryCounts): string {
  const segments = categoryMix(counts);
  if (segments.length === 0) return 'conic-gradient(#9e9e9e 0turn 1turn)';
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const stops = segments.map((s) => `${s.colour} ${round(s.from)}turn ${round(s.to)}turn`);
  return `conic-gradient(${stops.join(', ')})`;
}
