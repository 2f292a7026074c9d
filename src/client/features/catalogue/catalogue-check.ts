import type { CatalogueResponse, CatalogueSite } from '../../../shared/api/catalogue';

/**
 * Checks a parsed catalogue document against the shape of the shared schema
 * (catalogueResponseSchema), field by field, before anything is stored.
 *
 * Why not zod here: zod compiles its validators with `new Function`, which the
 * app's Content Security Policy (script-src 'self') forbids, and its fallback
 * took longer over the whole catalogue than storing it (P3), and zod would join the
 * client's JavaScript (P1). This check is a small fraction of that.
 * tests/unit/client/catalogue/catalogue-check.test.ts keeps it in step with the
 * schema: whatever it accepts, the schema accepts. It is stricter in one place:
 * the UNESCO link must be an http(s) address, because the popup renders it as a link.
 */
export class CatalogueFormatError extends Error {
  override name = 'CatalogueFormatError';
}

type Check = (value: unknown) => boolean;

const string: Check = (v) => typeof v === 'string';
const boolean: Check = (v) => typeof v === 'boolean';
const integer: Check = (v) => Number.isSafeInteger(v);
const numberOrNull: Check = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
const heritageType: Check = (v) => v === 'cultural' || v === 'natural' || v === 'mixed';
const webUrl: Check = (v) => {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

type SiteCountry = CatalogueSite['countries'][number];

function isCountry(value: unknown): value is SiteCountry {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (c.code === null || string(c.code)) && string(c.name) && string(c.name_en);
}

const SITE_FIELDS: Readonly<Record<Exclude<keyof CatalogueSite, 'countries'>, Check>> = {
  id: integer,
  name: string,
  name_en: string,
  country: string,
  region: string,
  region_en: string,
  heritage_type: heritageType,
  inscription_year: integer,
  latitude: numberOrNull,
  longitude: numberOrNull,
  coordinates_approximate: boolean,
  danger: boolean,
  transboundary: boolean,
  criteria: string,
  description: string,
  description_en: string,
  description_machine_translated: boolean,
  unesco_url: webUrl,
  search: string,
};
const SITE_FIELD_CHECKS = Object.entries(SITE_FIELDS) as [string, Check][];

/** Checks one site of the document; `index` names it in the error. */
export function checkSite(value: unknown, index: number): CatalogueSite {
  if (typeof value !== 'object' || value === null) {
    throw new CatalogueFormatError(`sites[${index}] is not an object`);
  }
  const site = value as Record<string, unknown>;
  for (const [field, check] of SITE_FIELD_CHECKS) {
    if (!check(site[field])) throw new CatalogueFormatError(`sites[${index}].${field} is invalid`);
  }
  if (!Array.isArray(site.countries) || !site.countries.every(isCountry)) {
    throw new CatalogueFormatError(`sites[${index}].countries is invalid`);
  }
  return value as CatalogueSite;
}

/** Checks the document's own fields; the sites array must be there, its sites are not checked. */
export function checkCatalogueHeader(value: unknown): CatalogueResponse {
  if (typeof value !== 'object' || value === null) {
    throw new CatalogueFormatError('the catalogue is not an object');
  }
  const document = value as Record<string, unknown>;
  if (!string(document.version) || !integer(document.count) || !Array.isArray(document.sites)) {
    throw new CatalogueFormatError('version, count or sites is missing');
  }
  return value as CatalogueResponse;
}

/** Checks a whole document; `count` must match the sites sent (a cut-off copy is refused). */
export function checkCatalogue(value: unknown): CatalogueResponse {
  const document = checkCatalogueHeader(value);
  document.sites.forEach(checkSite);
  checkSiteCount(document.count, document.sites.length);
  return document;
}

export function checkSiteCount(count: number, received: number): void {
  if (count !== received) {
    throw new CatalogueFormatError(`the catalogue says ${count} sites but has ${received}`);
  }
}
