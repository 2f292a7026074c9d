import { ERROR_CODES } from '../../shared/api/errors';
import type { Site, SiteListQuery } from '../../shared/api/sites';
import { normalizeForSearch } from '../../shared/text/normalize-search';
import { UNESCO_REGIONS, type UnescoRegion } from '../../shared/unesco-regions';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import {
  countSitesByCountry,
  countSitesByRegion,
  findSite,
  listSites,
  type SiteFilter,
  type SiteRow,
} from '../repositories/sites-repository';
import type { KeptAnswers } from './kept-answers';

export function toSiteResponse(row: SiteRow): Site {
  const countries = row.statesEn.map((nameEn, i) => ({
    code: row.isoCodes[i] ?? null,
    name: row.statesJa[i] ?? nameEn,
    name_en: nameEn,
  }));
  const regionEn = row.region as UnescoRegion;
  return {
    id: row.id,
    name: row.nameJa,
    country: countries.map((c) => c.name).join('、'),
    region: UNESCO_REGIONS[regionEn] ?? row.region,
    heritage_type: row.category,
    category: row.category,
    inscription_year: row.inscriptionYear,
    description: row.descriptionJa,
    latitude: row.latitude,
    longitude: row.longitude,
    comments_count: row.commentsCount,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    country_en: row.statesEn.join(', '),
    country_code: row.isoCodes[0] ?? null,
    country_codes: row.isoCodes,
    countries,
    region_en: row.region,
    description_en: row.descriptionEn,
    description_machine_translated: row.descriptionJaMachineTranslated,
    danger: row.danger,
    transboundary: row.transboundary,
    criteria: row.criteria,
    coordinates_approximate: row.coordinatesApproximate,
    unesco_url: row.unescoUrl,
    listed: row.listed,
  };
}

const REGION_BY_JA = new Map<string, string>(
  Object.entries(UNESCO_REGIONS).map(([en, ja]) => [ja, en]),
);

function regionFilter(region: string): string {
  const byEn = Object.keys(UNESCO_REGIONS).find((en) => en.toLowerCase() === region.toLowerCase());
  return byEn ?? REGION_BY_JA.get(region) ?? region;
}

export type SiteListResult = { total: number; sites: Site[] };

/**
 * A page of the sites list. Without the visited filter the page is the same for everyone
 * and comes from `keptPages` when given (plugins/site-pages.ts, P7): read once, not parsed
 * and mapped again for every caller.
 */
export async function searchSites(
  db: Database,
  query: SiteListQuery,
  viewerId: number | undefined,
  keptPages?: KeptAnswers<SiteListResult>,
): Promise<SiteListResult> {
  if (query.visited !== undefined && viewerId === undefined) {
    throw new HttpError(
      401,
      ERROR_CODES.notAuthenticated,
      '訪問済みで絞り込むにはログインしてください。',
    );
  }
  const country = query.country || undefined;
  const isCode = country !== undefined && /^[A-Za-z]{2}$/.test(country);
  const filter: SiteFilter = {
    searchFolded: query.search ? normalizeForSearch(query.search) || undefined : undefined,
    countryCode: isCode ? country.toLowerCase() : undefined,
    countryName: country !== undefined && !isCode ? country : undefined,
    regionEn: query.region ? regionFilter(query.region) : undefined,
    category: query.category,
    visitedBy:
      query.visited !== undefined && viewerId !== undefined
        ? { userId: viewerId, visited: query.visited }
        : undefined,
  };
  const page = { limit: query.limit, offset: query.offset };
  const read = async () => {
    const { total, rows } = await listSites(db, filter, page);
    return { total, sites: rows.map(toSiteResponse) };
  };
  if (!keptPages || filter.visitedBy) return read();
  return keptPages.answer(JSON.stringify([filter, page]), read);
}

export async function getSite(db: Database, id: number): Promise<Site> {
  const row = await findSite(db, id);
  if (!row) throw HttpError.notFound('指定された世界遺産は見つかりませんでした。');
  return toSiteResponse(row);
}

export async function listCountries(db: Database) {
  const rows = await countSitesByCountry(db);
  return rows.map((r) => ({ code: r.code, name: r.nameJa, name_en: r.nameEn, sites: r.sites }));
}

export async function listRegions(db: Database) {
  const rows = await countSitesByRegion(db);
  return rows.map((r) => ({
    name: UNESCO_REGIONS[r.region as UnescoRegion] ?? r.region,
    name_en: r.region,
    sites: r.sites,
  }));
}
