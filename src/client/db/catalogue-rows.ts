import type { CatalogueSite } from '../../shared/api/catalogue';

/**
 * A site as the map and the list need it: short fields only, so that reading
 * all of them on start stays fast. `search` is normalizeForSearch() of the
 * names and countries, computed when the catalogue is stored.
 */
export type CatalogueSiteRow = Pick<
  CatalogueSite,
  | 'id'
  | 'name'
  | 'name_en'
  | 'country'
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
};

/** What only the popup reads. */
export type SiteDetailRow = Pick<
  CatalogueSite,
  | 'id'
  | 'countries'
  | 'criteria'
  | 'description'
  | 'description_en'
  | 'description_machine_translated'
  | 'coordinates_approximate'
  | 'unesco_url'
>;
