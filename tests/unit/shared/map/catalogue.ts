/** Test helpers: the real catalogue files, read with fs. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteCategory } from '../../../../src/shared/map/constants';

export interface CatalogueSite {
  id_no: number;
  name_ja: string;
  name_en: string;
  category: SiteCategory;
  latitude: unknown;
  longitude: unknown;
  iso_codes: string[];
  transboundary: boolean;
}

export interface CatalogueState {
  iso_code: string | null;
  name_en: string;
  name_ja: string;
  sites: number;
}

function readJson<T>(relative: string): T {
  const path = fileURLToPath(new URL(`../../../../data/catalogue/${relative}`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export const catalogueSites: readonly CatalogueSite[] = readJson<CatalogueSite[]>('whc-sites.json');
export const catalogueStates: readonly CatalogueState[] =
  readJson<CatalogueState[]>('whc-states.json');

/** Japanese country names by ISO code, as the app would pass them to buildGroupingIndex. */
export const countryNamesJa: Record<string, string> = Object.fromEntries(
  catalogueStates.flatMap((s) => (s.iso_code ? [[s.iso_code, s.name_ja]] : [])),
);
