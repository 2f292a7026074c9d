import type { CatalogueSite } from '../../shared/api/catalogue';

/**
 * A site as the map and the list need it: short fields only, so that reading
 * all of them on start stays fast (descriptions make up most of the
 * catalogue's 2.3 MB and only the popup reads them). `search` is the folded
 * names and countries (catalogueSearchText, sent by the server), so a
 * keystroke only runs `includes`.
 */
export type CatalogueSiteRow = Pick<
  CatalogueSite,
  | 'id'
  | 'name'
  | 'name_en'
  | 'country'
  | 'countries'
  | 'region'
  | 'region_en'
  | 'heritage_type'
  | 'inscription_year'
  | 'latitude'
  | 'longitude'
  | 'danger'
  | 'transboundary'
> & {
  /** ISO alpha-2 codes, lower case, first state first. */
  country_codes: string[];
  search: string;
  /**
   * UNESCO's selection criteria, e.g. "(ii)(iv)", for the badges the device evaluates.
   * Optional: copies stored before it was added lack it until the next catalogue version
   * replaces them; readers fall back to the site's detail row (features/device-collection).
   */
  criteria?: string;
};

/** What only the popup reads. */
export type SiteDetailRow = Pick<
  CatalogueSite,
  | 'id'
  | 'criteria'
  | 'description'
  | 'description_en'
  | 'description_machine_translated'
  | 'coordinates_approximate'
  | 'unesco_url'
>;

/**
 * Rows as stored: sites packed SITES_PER_CHUNK to a record (the map reads them all at
 * once), details packed by id so the popup reads one small record. See local-database.ts
 * for why.
 *
 * !!! PERSISTED LAYOUT: SITES_PER_CHUNK may change freely (all site chunks are read at
 * once), but changing DETAIL_IDS_PER_CHUNK moves details to other chunks, so stored
 * copies would no longer be found: that needs a new database version whose upgrade
 * clears the catalogue tables and meta's catalogue version (the next start downloads
 * the catalogue again), and a test of that upgrade.
 */
export interface SiteChunkRow {
  chunk: number;
  sites: CatalogueSiteRow[];
}

export interface SiteDetailChunkRow {
  chunk: number;
  details: SiteDetailRow[];
}

export const SITES_PER_CHUNK = 200;
export const DETAIL_IDS_PER_CHUNK = 50;

/** The detail chunk holding a site's details: sites 0–49 in chunk 0, 50–99 in chunk 1, … */
export function detailChunkOf(siteId: number): number {
  return Math.floor(siteId / DETAIL_IDS_PER_CHUNK);
}

export function toSiteRow(site: CatalogueSite): CatalogueSiteRow {
  const country_codes: string[] = [];
  for (const country of site.countries) {
    if (country.code) country_codes.push(country.code.toLowerCase());
  }
  return {
    id: site.id,
    name: site.name,
    name_en: site.name_en,
    country: site.country,
    countries: site.countries,
    region: site.region,
    region_en: site.region_en,
    heritage_type: site.heritage_type,
    inscription_year: site.inscription_year,
    latitude: site.latitude,
    longitude: site.longitude,
    danger: site.danger,
    transboundary: site.transboundary,
    country_codes,
    search: site.search,
    criteria: site.criteria,
  };
}

export function toSiteDetailRow(site: CatalogueSite): SiteDetailRow {
  return {
    id: site.id,
    criteria: site.criteria,
    description: site.description,
    description_en: site.description_en,
    description_machine_translated: site.description_machine_translated,
    coordinates_approximate: site.coordinates_approximate,
    unesco_url: site.unesco_url,
  };
}
