import type { CatalogueResponse } from './catalogue';

/**
 * The catalogue document's layout on the wire. It is ordinary JSON (any JSON
 * parser reads it as `CatalogueResponse`), laid out one site per line so a
 * client can parse sites while the rest is still downloading instead of the
 * whole document after the last byte (docs/PERF.md P3) (client: features/catalogue/catalogue-reader.ts):
 *
 *     {"version":"…","count":1248,"sites":[
 *     {…site…},
 *     {…site…}
 *     ]}
 *
 * JSON.stringify never writes a raw line break inside a value, so a line
 * never holds more or less than one site.
 */
export function writeCatalogueLines(document: CatalogueResponse): string {
  const header = JSON.stringify({ version: document.version, count: document.count, sites: [] });
  const lines = [header.slice(0, -CATALOGUE_CLOSING_LINE.length)];
  const last = document.sites.length - 1;
  document.sites.forEach((site, index) => {
    lines.push(JSON.stringify(site) + (index < last ? ',' : ''));
  });
  lines.push(CATALOGUE_CLOSING_LINE);
  return lines.join('\n');
}

/** Header with the uncompressed size of the body, so a client can show real download progress. */
export const UNCOMPRESSED_LENGTH_HEADER = 'x-uncompressed-length';

/** The last line: it closes the sites array and the document. */
export const CATALOGUE_CLOSING_LINE = ']}';
