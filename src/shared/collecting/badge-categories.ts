/**
 * The kinds of badge, in the order the collection shows them. Each has its own
 * icon artwork; a badge's tier shows as colour and number on it.
 */
export const BADGE_CATEGORIES = [
  'visits',
  'countries',
  'region',
  'heritage-type',
  'japan',
  'danger',
  'transboundary',
  'era',
  'criterion',
  'continents',
  'streak',
  'reviews',
  'photos',
  'social',
] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
