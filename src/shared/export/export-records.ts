/**
 * What the export holds (docs/EXPORT.md): one shape per file, written alike by the server
 * (GET /api/export/) and by the device from its own copy when offline, so either ZIP reads
 * the same and re-imports the same. The browser imports types only from here (zod stays off
 * the client, src/shared/limits.ts); the values it needs are in export-format.ts.
 */
import { z } from 'zod';
import { visibilitySchema } from '../api/visibility';
import type { VISIT_COLUMNS, WISHLIST_COLUMNS } from './export-format';

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
    created_at: z.iso
      .datetime()
      .nullable()
      .describe('Null only in a device’s export, for a visit the server has not confirmed'),
    updated_at: z.iso.datetime().nullable(),
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

/** The CSV columns are exactly the records' keys (their order: export-format.test.ts). */
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
export const visitColumnsAreTheKeys: SameKeys<(typeof VISIT_COLUMNS)[number], keyof ExportedVisit> =
  true;
export const wishlistColumnsAreTheKeys: SameKeys<
  (typeof WISHLIST_COLUMNS)[number],
  keyof ExportedWishlistItem
> = true;
