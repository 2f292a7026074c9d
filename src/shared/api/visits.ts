import { z } from 'zod';
import { VISIT_COMMENT_MAX, VISIT_NOTES_MAX } from '../limits';
import { pagedSchema } from './paged';
import { heritageTypeSchema } from './sites';
import { visibilitySchema } from './visibility';

/** The site as a visit or wishlist item shows it (SPEC.md §3). */
export const siteSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    country: z.string().describe('Japanese country names, joined with 、 for transboundary sites'),
    country_en: z.string().describe('English country names, joined with ", "'),
    heritage_type: heritageTypeSchema,
    listed: z
      .boolean()
      .describe(
        'False once the site has left the World Heritage List: the visit stays in the history but counts for nothing (docs/COUNTING.md C2)',
      ),
  })
  .meta({ id: 'SiteSummary' });

export const postAuthorSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    full_name: z.string(),
    profile_picture: z.string().nullable(),
  })
  .meta({ id: 'PostAuthor' });

export const visitPhotoSchema = z
  .object({
    url: z.string().describe('/media/… path of the re-encoded photo'),
    thumbnail_url: z.string().describe('/media/… path of a small version for lists and the feed'),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'VisitPhoto' });

/** A visit, which is also the feed post (SPEC.md §3). */
export const visitSchema = z
  .object({
    id: z.number().int(),
    user: postAuthorSchema,
    heritage_site: siteSummarySchema,
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    notes: z.string(),
    visited_date: z.iso.date(),
    country_code: z
      .string()
      .nullable()
      .describe(
        'ISO 3166-1 alpha-2 (lower case) of the country whose part of the site was visited; null only for a site in no state (Jerusalem)',
      ),
    share_to_feed: z.boolean(),
    visibility: visibilitySchema,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    photos_url: z.string().nullable().describe('The photo, or null'),
    photos: z.array(visitPhotoSchema),
    likes_count: z.number().int().nonnegative(),
    comments_count: z.number().int().nonnegative(),
    is_liked: z.boolean(),
  })
  .meta({ id: 'Visit' });

export type Visit = z.infer<typeof visitSchema>;

/**
 * The visit form (SPEC.md §3 "Visit form data"). Sent as JSON, or as
 * multipart/form-data with the same fields as text plus one file `photos`.
 * Whether the date lies in the future is checked by the server against the
 * latest time zone on Earth, so no traveller's "today" is refused.
 */
export const visitRequestSchema = z
  .object({
    heritage_site: z.coerce.number().int().positive().optional(),
    rating: z.coerce.number().int().min(1).max(5).default(5),
    comment: z.string().trim().max(VISIT_COMMENT_MAX).default(''),
    notes: z
      .string()
      .trim()
      .max(VISIT_NOTES_MAX)
      .optional()
      .describe('Omitted: a new visit has none, an update keeps its own'),
    visited_date: z.iso.date(),
    country_code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/)
      .optional()
      .describe(
        'For a site spanning several countries, the one whose part was visited (one of its states). Omitted: a new visit takes the first listed state, an update keeps its own',
      ),
    share_to_feed: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .optional()
      .describe('Omitted: a new visit is shared to the feed, an update keeps its own'),
    visibility: visibilitySchema
      .optional()
      .describe(
        'Omitted: a new visit takes the owner’s default_visibility, an update keeps its own',
      ),
  })
  .meta({ id: 'VisitRequest' });

export type VisitRequest = z.input<typeof visitRequestSchema>;

export const visitListQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(5_000).default(1_000),
  page: z.coerce.number().int().min(1).default(1),
});

export const visitPageSchema = pagedSchema(visitSchema).meta({ id: 'VisitPage' });

/** Largest photo a visit accepts, in pixels (decoded width × height). */
export const VISIT_PHOTO_MAX_PIXELS = 40_000_000;
