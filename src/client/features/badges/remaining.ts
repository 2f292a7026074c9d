import type { BadgeCategory } from '../../../shared/collecting/badge-categories';

/** What a badge's progress counts, by category: the unit of 「あと 3 か国」. */
export type ProgressUnit =
  | 'sites'
  | 'countries'
  | 'continents'
  | 'months'
  | 'reviews'
  | 'photos'
  | 'people'
  | 'items';

const UNIT_OF: Record<BadgeCategory, ProgressUnit> = {
  visits: 'sites',
  countries: 'countries',
  region: 'sites',
  'heritage-type': 'sites',
  japan: 'sites',
  danger: 'sites',
  transboundary: 'sites',
  era: 'sites',
  criterion: 'sites',
  continents: 'continents',
  streak: 'months',
  reviews: 'reviews',
  photos: 'photos',
  social: 'items',
};

/**
 * The unit a badge's progress is counted in. Social badges count followers (people) or
 * likes and comments (items); their id says which.
 */
export function progressUnitOf(badge: { category: BadgeCategory; id: string }): ProgressUnit {
  if (badge.category === 'social' && /follow/.test(badge.id)) return 'people';
  return UNIT_OF[badge.category];
}

/** How many are still missing (never below 0). */
export function remainingOf(progress: { current: number; target: number }): number {
  return Math.max(0, progress.target - progress.current);
}
