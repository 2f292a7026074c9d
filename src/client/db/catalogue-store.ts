/**
 * Typed access to the local copy of the catalogue (site and detail chunks,
 * and the catalogue's version in meta). The packing into chunks stays in
 * here: callers see sites and details. No React, no DOM: the service worker
 * may use it too.
 */
import type { CatalogueResponse } from '../../shared/api/catalogue';
import { LOCALES, type Locale } from '../i18n/locale';
import {
  decodeListOrder,
  encodeListOrder,
  inStoredListOrder,
  listOrdersOf,
} from './catalogue-list-order';
import {
  type CatalogueSiteRow,
  detailChunkOf,
  SITES_PER_CHUNK,
  type SiteChunkRow,
  type SiteDetailChunkRow,
  type SiteDetailRow,
  toSiteDetailRow,
  toSiteRow,
} from './catalogue-rows';
import type { LocalDatabase } from './local-database';
import { META_KEYS } from './session-rows';

/** The version of the stored catalogue, or null when none has been stored yet. */
export async function readCatalogueVersion(db: LocalDatabase): Promise<string | null> {
  const row = await db.meta.get(META_KEYS.catalogueVersion);
  return row?.value ?? null;
}

/** When the server was last asked about a newer catalogue (epoch ms), or null. */
export async function readCatalogueCheckedAt(db: LocalDatabase): Promise<number | null> {
  const row = await db.meta.get(META_KEYS.catalogueCheckedAt);
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

export async function markCatalogueChecked(db: LocalDatabase, at: number): Promise<void> {
  await db.meta.put({ key: META_KEYS.catalogueCheckedAt, value: String(at) });
}

/** Every stored site (lean rows), in catalogue order. */
export async function readAllSites(db: LocalDatabase): Promise<CatalogueSiteRow[]> {
  const chunks = await db.siteChunks.orderBy('chunk').toArray();
  return chunks.flatMap((chunk) => chunk.sites);
}

/** The meta key of the stored list order for `locale`. */
function listOrderKey(locale: Locale): string {
  return `${META_KEYS.catalogueListOrder}:${locale}`;
}

/** The stored sites as the map's list shows them. */
export interface StoredSitesForList {
  /** The locale whose order `inListOrder` is. */
  locale: Locale;
  /** Every stored site, in catalogue order. */
  sites: CatalogueSiteRow[];
  /** The same sites in list order for the locale asked, or null where none fits them. */
  inListOrder: CatalogueSiteRow[] | null;
}

/**
 * Every stored site, and the list order stored with them (catalogue-list-order.ts), read
 * together so the two always belong to the same catalogue.
 */
export async function readSitesForList(
  db: LocalDatabase,
  locale: Locale,
): Promise<StoredSitesForList> {
  return await db.transaction('r', db.siteChunks, db.meta, async () => {
    const [sites, order] = await Promise.all([readAllSites(db), db.meta.get(listOrderKey(locale))]);
    const ids = order ? decodeListOrder(order.value) : null;
    return {
      locale,
      sites,
      inListOrder: ids ? inStoredListOrder(sites, ids) : null,
    };
  });
}

/**
 * Writes the list orders a stored catalogue lacks (one stored before orders were), so the map
 * screen's start reads them instead of sorting (P2): called by the catalogue sync once it has
 * confirmed `version` is current. Only while `version` is still the stored catalogue's, as an
 * order is only right for the names it was sorted by.
 */
export async function storeMissingListOrders(db: LocalDatabase, version: string): Promise<void> {
  const keys = LOCALES.map(listOrderKey);
  const present = await db.meta.bulkGet(keys);
  if (present.every((row) => row !== undefined)) return;
  const orders = listOrdersOf(await readAllSites(db));
  await db.transaction('rw', db.meta, async () => {
    const stored = await db.meta.get(META_KEYS.catalogueVersion);
    if (stored?.value !== version) return;
    await db.meta.bulkPut(
      LOCALES.map((locale) => ({
        key: listOrderKey(locale),
        value: encodeListOrder(orders[locale]),
      })),
    );
  });
}

/** One site's popup texts, or null when it has none stored. */
export async function readSiteDetail(
  db: LocalDatabase,
  siteId: number,
): Promise<SiteDetailRow | null> {
  const chunk = await db.siteDetailChunks.get(detailChunkOf(siteId));
  return chunk?.details.find((detail) => detail.id === siteId) ?? null;
}

function packSites(rows: readonly CatalogueSiteRow[]): SiteChunkRow[] {
  const chunks: SiteChunkRow[] = [];
  for (let at = 0; at < rows.length; at += SITES_PER_CHUNK) {
    chunks.push({ chunk: chunks.length, sites: rows.slice(at, at + SITES_PER_CHUNK) });
  }
  return chunks;
}

function packDetails(catalogue: CatalogueResponse): SiteDetailChunkRow[] {
  const byChunk = new Map<number, SiteDetailChunkRow>();
  for (const site of catalogue.sites) {
    const key = detailChunkOf(site.id);
    let chunk = byChunk.get(key);
    if (!chunk) {
      chunk = { chunk: key, details: [] };
      byChunk.set(key, chunk);
    }
    chunk.details.push(toSiteDetailRow(site));
  }
  return [...byChunk.values()];
}

/** A catalogue turned into the rows it is stored as (lean sites, details, version). */
export interface PackedCatalogue {
  version: string;
  sites: SiteChunkRow[];
  details: SiteDetailChunkRow[];
}

export function packCatalogue(catalogue: CatalogueResponse): PackedCatalogue {
  const rows = catalogue.sites.map(toSiteRow);
  return {
    version: catalogue.version,
    sites: packSites(rows),
    details: packDetails(catalogue),
  };
}

/**
 * Stores a whole catalogue in ONE transaction: chunks are put over the old
 * ones in place (same keys), chunks the new catalogue no longer fills are
 * deleted, and the version and the list orders are written with them. A reader — the map's live
 * query, another tab — sees either the old catalogue or the new one, never an
 * empty or half-written table, and a crash mid-way leaves the old version
 * intact (so the next start downloads again). The version row marks a
 * complete copy.
 */
export async function storePackedCatalogue(
  db: LocalDatabase,
  { version, sites, details }: PackedCatalogue,
  checkedAt: number,
): Promise<void> {
  const keepSites = new Set(sites.map((row) => row.chunk));
  const keepDetails = new Set(details.map((row) => row.chunk));
  await db.transaction('rw', db.siteChunks, db.siteDetailChunks, db.meta, async () => {
    const [siteKeys, detailKeys] = await Promise.all([
      db.siteChunks.toCollection().primaryKeys(),
      db.siteDetailChunks.toCollection().primaryKeys(),
    ]);
    const staleSites = siteKeys.filter((key) => !keepSites.has(key));
    const staleDetails = detailKeys.filter((key) => !keepDetails.has(key));
    const writes = [
      staleSites.length > 0 ? db.siteChunks.bulkDelete(staleSites) : undefined,
      staleDetails.length > 0 ? db.siteDetailChunks.bulkDelete(staleDetails) : undefined,
      db.siteChunks.bulkPut(sites),
      db.siteDetailChunks.bulkPut(details),
    ];
    // Sorted while the database writes what was handed to it above: the sorting then adds
    // little to the time the loading screen waits for.
    const listOrders = listOrdersOf(sites.flatMap((chunk) => chunk.sites));
    await Promise.all([
      ...writes,
      db.meta.bulkPut([
        { key: META_KEYS.catalogueVersion, value: version },
        { key: META_KEYS.catalogueCheckedAt, value: String(checkedAt) },
        ...LOCALES.map((locale) => ({
          key: listOrderKey(locale),
          value: encodeListOrder(listOrders[locale]),
        })),
      ]),
    ]);
  });
}
