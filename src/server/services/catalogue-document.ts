import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { CatalogueResponse, CatalogueSite } from '../../shared/api/catalogue';
import { writeCatalogueLines } from '../../shared/api/catalogue-lines';
import { catalogueSearchText } from '../../shared/text/catalogue-search';
import type { Database } from '../db/connect';
import { listSites } from '../repositories/sites-repository';
import { toSiteResponse } from './sites-service';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The catalogue document, serialised and compressed once per version. */
export type CatalogueDocument = {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
};

function toCatalogueSite(site: ReturnType<typeof toSiteResponse>): CatalogueSite {
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
    coordinates_approximate: site.coordinates_approximate,
    danger: site.danger,
    transboundary: site.transboundary,
    criteria: site.criteria,
    description: site.description,
    description_en: site.description_en,
    description_machine_translated: site.description_machine_translated,
    unesco_url: site.unesco_url,
    search: catalogueSearchText(site),
  };
}

export async function buildCatalogueDocument(db: Database): Promise<CatalogueDocument> {
  const { rows } = await listSites(db, {}, { limit: 100_000, offset: 0 });
  const sites = rows.map((row) => toCatalogueSite(toSiteResponse(row)));
  const sitesJson = JSON.stringify(sites);
  // The version is a hash of the content itself, so any change to any site,
  // from a catalogue import or otherwise, gives a new version.
  const version = createHash('sha256').update(sitesJson).digest('hex').slice(0, 20);
  const document: CatalogueResponse = { version, count: sites.length, sites };
  // One site per line (still plain JSON), so the client parses while it downloads.
  const json = Buffer.from(writeCatalogueLines(document));
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzipAsync(json, { level: 9 }),
  ]);
  return { etag: `"${version}"`, json, br, gzip: gz };
}

/**
 * Keeps the built document until the catalogue changes. Sites change only
 * through a catalogue import, which runs before the server listens or in a
 * separate command followed by a restart; `invalidate()` covers in-process imports.
 */
export class CatalogueDocumentCache {
  private pending: Promise<CatalogueDocument> | undefined;

  constructor(private readonly db: Database) {}

  get(): Promise<CatalogueDocument> {
    this.pending ??= buildCatalogueDocument(this.db).catch((error: unknown) => {
      this.pending = undefined;
      throw error;
    });
    return this.pending;
  }

  invalidate(): void {
    this.pending = undefined;
  }
}
