import { UNCOMPRESSED_LENGTH_HEADER } from '../../../shared/api/catalogue-lines';
import { http } from '../../api/http';
import { CATALOGUE_MARKS, markTime } from './catalogue-marks';
import {
  type DownloadProgress,
  parseByteLength,
  readBodyWithProgress,
} from './read-body-with-progress';

/** Sends the catalogue request; the sync takes it as a parameter so tests can stand in for it. */
export type FetchCatalogue = (request: {
  headers: Record<string, string>;
  signal?: AbortSignal;
}) => Promise<Response>;

/**
 * GET /api/heritage/catalogue/ through the app's HTTP client. A 304 is an
 * answer, not an error. `no-store` keeps the browser's HTTP cache out of it:
 * IndexedDB already holds the copy, and a second 2 MB copy in the HTTP cache
 * would only cost the user storage.
 */
export const fetchCatalogueFromApi: FetchCatalogue = ({ headers, signal }) =>
  http.get('heritage/catalogue/', { headers, signal, throwHttpErrors: false, cache: 'no-store' });

/** The catalogue's ETag is its version in quotes (src/shared/api/catalogue.ts). */
export function catalogueEtag(version: string): string {
  return `"${version}"`;
}

export class CatalogueDownloadError extends Error {
  override name = 'CatalogueDownloadError';
  constructor(readonly status: number) {
    super(`catalogue download failed with HTTP ${status}`);
  }
}

export type CatalogueDownload = { status: 'not-modified' } | { status: 'downloaded' };

/**
 * Downloads the catalogue, or learns that `knownVersion` is still current
 * (304). The body goes to `onChunk` piece by piece as it arrives: parsing and
 * storing happen off the main thread, while the rest downloads
 * (store-catalogue-body.ts, run by catalogue-worker.ts). Progress counts
 * decoded bytes against the decoded size header.
 */
export async function downloadCatalogue(options: {
  fetchCatalogue: FetchCatalogue;
  knownVersion?: string | null;
  onChunk: (bytes: Uint8Array) => void;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}): Promise<CatalogueDownload> {
  const headers: Record<string, string> = {};
  if (options.knownVersion) headers['if-none-match'] = catalogueEtag(options.knownVersion);
  const response = await options.fetchCatalogue({ headers, signal: options.signal });
  if (response.status === 304) return { status: 'not-modified' };
  if (!response.ok) throw new CatalogueDownloadError(response.status);

  markTime(CATALOGUE_MARKS.response);
  const total = parseByteLength(response.headers.get(UNCOMPRESSED_LENGTH_HEADER));
  await readBodyWithProgress(response, total, {
    onChunk: options.onChunk,
    onProgress: options.onProgress,
  });
  markTime(CATALOGUE_MARKS.received);
  return { status: 'downloaded' };
}
