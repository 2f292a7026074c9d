import { z } from 'zod';
import { heritageTypeSchema, siteCountrySchema } from './sites';

/**
 * The whole catalogue in one document, for the client's local database. The
 * client stores the short fields for the map and list, and the descriptions
 * in a table of their own that only the popup reads.
 */
export const catalogueSiteSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    country: z.string(),
    countries: z.array(siteCountrySchema),
    region: z.string(),
    region_en: z.string(),
    heritage_type: heritageTypeSchema,
    inscription_year: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    coordinates_approximate: z.boolean(),
    danger: z.boolean(),
    transboundary: z.boolean(),
    criteria: z.string(),
    description: z.string(),
    description_en: z.string(),
    description_machine_translated: z.boolean(),
    unesco_url: z.url(),
    search: z
      .string()
      .describe(
        'Names and countries (ja and en) folded by normalizeForSearch: what offline search matches',
      ),
  })
  .meta({ id: 'CatalogueSite' });

export type CatalogueSite = z.infer<typeof catalogueSiteSchema>;

export const catalogueResponseSchema = z
  .object({
    version: z.string().describe('Changes whenever any site changes; also the ETag'),
    count: z.number().int(),
    sites: z.array(catalogueSiteSchema),
  })
  .meta({ id: 'Catalogue' });

export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
