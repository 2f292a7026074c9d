import { normalizeForSearch } from '../../shared/text/normalize-search';
import type { CatalogueFile, CatalogueRecord } from '../catalogue/catalogue-file';
import type { Database } from '../db/connect';
import { META_KEYS, readMeta, writeMeta } from '../repositories/meta-repository';
import { type NewSiteRow, unlistSitesExcept, upsertSites } from '../repositories/sites-repository';

export type CatalogueImportResult =
  | { status: 'unchanged'; version: string }
  | { status: 'imported'; version: string; sites: number; unlisted: number };

function searchTextOf(record: CatalogueRecord): string {
  // Parts are folded one by one and joined by a newline, which a folded query
  // never contains, so a match cannot straddle two names.
  return [record.name_ja, record.name_en, record.name_fr, ...record.states_ja, ...record.states]
    .map(normalizeForSearch)
    .join('\n');
}

export function toSiteRow(record: CatalogueRecord, now: Date): NewSiteRow {
  return {
    id: record.id_no,
    nameJa: record.name_ja,
    nameEn: record.name_en,
    nameFr: record.name_fr,
    category: record.category,
    inscriptionYear: record.date_inscribed,
    secondaryDates: record.secondary_dates,
    danger: record.danger,
    dangerList: record.danger_list,
    latitude: record.latitude,
    longitude: record.longitude,
    coordinatesApproximate: record.coordinates_approximate,
    areaHectares: record.area_hectares,
    statesEn: record.states,
    statesJa: record.states_ja,
    isoCodes: record.iso_codes.map((code) => code.toLowerCase()),
    region: record.region,
    regions: record.regions,
    transboundary: record.transboundary,
    criteria: record.criteria,
    descriptionEn: record.short_description_en,
    descriptionJa: record.short_description_ja,
    descriptionJaMachineTranslated: record.short_description_ja_reviewed !== true,
    searchText: searchTextOf(record),
    unescoUrl: record.url,
    listed: true,
    updatedAt: now,
  };
}

/**
 * Brings the sites table in line with a catalogue file, in one transaction.
 * Sites are updated in place by UNESCO id; a site the new file no longer lists
 * is marked unlisted, never deleted, so visits and wishlist items survive.
 * A file whose version is already imported changes nothing.
 */
export async function importCatalogue(
  db: Database,
  file: CatalogueFile,
  options: { force?: boolean; now?: Date } = {},
): Promise<CatalogueImportResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await readMeta(tx, META_KEYS.catalogueVersion);
    if (current === file.version && !options.force)
      return { status: 'unchanged', version: file.version };
    await upsertSites(
      tx,
      file.records.map((record) => toSiteRow(record, now)),
    );
    const unlisted = await unlistSitesExcept(
      tx,
      file.records.map((record) => record.id_no),
    );
    await writeMeta(tx, META_KEYS.catalogueVersion, file.version);
    return { status: 'imported', version: file.version, sites: file.records.length, unlisted };
  });
}
