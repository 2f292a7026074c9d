/**
 * The export's names and columns (docs/EXPORT.md), without zod: the browser imports these.
 * The record schemas are in export-records.ts, checked against these columns.
 */

/** Raised when a file's columns or meaning change (E5); readers check it in profile.json. */
export const EXPORT_FORMAT_VERSION = 1;

/** visits.csv's columns, in order: the keys of a visit record (export-records.ts). */
export const VISIT_COLUMNS = [
  'unesco_id',
  'site_name_ja',
  'site_name_en',
  'country_code',
  'visited_date',
  'rating',
  'comment',
  'notes',
  'visibility',
  'share_to_feed',
  'created_at',
  'updated_at',
  'photo',
  'site_listed',
] as const;

export const WISHLIST_COLUMNS = [
  'unesco_id',
  'site_name_ja',
  'site_name_en',
  'priority',
  'notes',
  'added_at',
] as const;

export const EXPORT_FILES = {
  visitsCsv: 'visits.csv',
  visitsJson: 'visits.json',
  wishlistCsv: 'wishlist.csv',
  wishlistJson: 'wishlist.json',
  profile: 'profile.json',
  badges: 'badges.json',
  readme: 'README.txt',
} as const;

/**
 * A visit's photo in the ZIP: named by the visit (one visit per site), so the CSV's `photo`
 * column and the file agree without ids of our database.
 */
export function photoNameOf(visit: { unesco_id: number; visited_date: string }, ext: string) {
  return `photos/site-${visit.unesco_id}-${visit.visited_date}.${ext}`;
}

/** The ZIP's name as the browser saves it: the user and the day. */
export function exportFileName(username: string, day: string): string {
  return `heritage-passport-${username}-${day}.zip`;
}
