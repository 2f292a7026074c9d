import { z } from 'zod';
import { SITE_PAGE_DEFAULT, SITE_PAGE_MAX } from '../limits';
import { pagedSchema } from './paged';

export const heritageTypeSchema = z.enum(['cultural', 'natural', 'mixed']);
export type HeritageType = z.infer<typeof heritageTypeSchema>;

export const siteCountrySchema = z
  .object({
    /** ISO 3166-1 alpha-2, lower case; null for Jerusalem (148). */
    code: z.string().nullable(),
    name: z.string().describe('Japanese name'),
    name_en: z.string(),
  })
  .meta({ id: 'SiteCountry' });

/**
 * A World Heritage site. The SPEC.md §3 fields come first, Japanese where the
 * spec shows text; the rest is what a real client needs beside them.
 */
export const siteSchema = z
  .object({
    id: z.number().int().describe("UNESCO's id_no"),
    name: z.string().describe('Japanese name'),
    country: z.string().describe('Japanese country names, joined with 、 for transboundary sites'),
    region: z.string().describe('UNESCO region, Japanese'),
    heritage_type: heritageTypeSchema,
    category: heritageTypeSchema.describe('Same as heritage_type; the list filter reads it'),
    inscription_year: z.number().int(),
    description: z.string().describe('Japanese description'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    comments_count: z.number().int().nonnegative(),
    name_en: z.string(),
    name_fr: z.string(),
    country_en: z.string(),
    country_code: z.string().nullable().describe('First state, ISO alpha-2 lower case'),
    country_codes: z.array(z.string()),
    countries: z.array(siteCountrySchema),
    region_en: z.string(),
    description_en: z.string(),
    description_machine_translated: z
      .boolean()
      .describe('True when `description` is an unreviewed machine translation of description_en'),
    danger: z.boolean(),
    transboundary: z.boolean(),
    criteria: z.string(),
    coordinates_approximate: z.boolean(),
    unesco_url: z.url(),
    listed: z.boolean().describe('False once the site left the list (merged or delisted)'),
  })
  .meta({ id: 'Site' });

export type Site = z.infer<typeof siteSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const siteListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  country: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('ISO alpha-2 code, or the Japanese or English country name'),
  region: z.string().trim().max(100).optional().describe('UNESCO region, English or Japanese'),
  category: heritageTypeSchema.optional(),
  visited: booleanQuery
    .optional()
    .describe('Signed-in users only: own visited (true) or not (false)'),
  limit: z.coerce.number().int().min(1).max(SITE_PAGE_MAX).default(SITE_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;

export const siteListResponseSchema = pagedSchema(siteSchema).meta({ id: 'SitePage' });

export const siteIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const countrySummarySchema = z
  .object({
    code: z.string().nullable(),
    name: z.string(),
    name_en: z.string(),
    sites: z.number().int(),
  })
  .meta({ id: 'CountrySummary' });

export const regionSummarySchema = z
  .object({
    name: z.string(),
    name_en: z.string(),
    sites: z.number().int(),
  })
  .meta({ id: 'RegionSummary' });
