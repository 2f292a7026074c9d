/**
 * What the export holds (docs/EXPORT.md): one shape per file, written alike by the server
 * (GET /api/export/) and by the device from its own copy when offline, so either ZIP reads
 * the same and re-imports the same.
 */
import { z } from 'zod';
import { visibilitySchema } from '../api/visibility';

/** Raised when a file's columns or meaning change; readers check it in profile.json. */
export const EXPORT_FORMAT_VERSION = 1;

export const exportedVisitSchema = z
  .object({
    unesco_id: z.number().int().describe('The site’s UNESCO id number'),
    site_name_ja: z.string(),
    site_name_en: z.string(),
    country_code: z
      .string()
      .nullable()
      .describe('ISO 3166-1 alpha-2 of the country whose part of the site was visited'),
    visited_date: z.iso.date(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    notes: z.string(),
    visibility: visibilitySchema,
    share_to_feed: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    photo: z.string().nullable().describe('The photo’s name in the ZIP, or null'),
    site_listed: z.boolean().describe('False once the site has left the World Heritage List'),
  })
  .meta({ id: 'ExportedVisit' });
export type ExportedVisit = z.infer<typeof exportedVisitSchema>;

export const exportedWishlistItemSchema = z
  .object({
    unesco_id: z.number().int(),
    site_name_ja: z.string(),
    site_name_en: z.string(),
    priority: z.number().int().min(1).max(3).describe('3 high, 2 medium, 1 low'),
    notes: z.string(),
    added_at: z.iso.datetime(),
  })
  .meta({ id: 'ExportedWishlistItem' });
export type ExportedWishlistItem = z.infer<typeof exportedWishlistItemSchema>;

export const exportedBadgeSchema = z
  .object({
    badge_id: z.string(),
    name_ja: z.string(),
    name_en: z.string(),
    earned_on: z.iso.date().describe('The visited date of the visit that completed it'),
  })
  .meta({ id: 'ExportedBadge' });
export type ExportedBadge = z.infer<typeof exportedBadgeSchema>;

export const exportedProfileSchema = z
  .object({
    format: z.literal('heritage-passport-export'),
    format_version: z.number().int(),
    exported_at: z.iso.datetime(),
    /** server: everything the account holds; device: this device's copy, without photos it lacks. */
    source: z.enum(['server', 'device']),
    username: z.string(),
    display_name: z.string(),
    email: z.string().optional(),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    birth_date: z.string().nullable(),
    joined_date: z.iso.datetime(),
    default_visibility: visibilitySchema.optional(),
  })
  .meta({ id: 'ExportedProfile' });
export type ExportedProfile = z.infer<typeof exportedProfileSchema>;

/** The CSV columns, in order: the JSON keys of each record. */
export const VISIT_COLUMNS = Object.keys(exportedVisitSchema.shape) as (keyof ExportedVisit)[];
export const WISHLIST_COLUMNS = Object.keys(
  exportedWishlistItemSchema.shape,
) as (keyof ExportedWishlistItem)[];

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
