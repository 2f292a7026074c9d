import type { CatalogueResponse } from '../../../shared/api/catalogue';
import { packCatalogue, storePackedCatalogue } from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import { checkCatalogue } from './catalogue-check';

/** When each step finished, in epoch milliseconds (comparable across page and worker). */
export interface StoreTimings {
  /** The body reached the code that parses it (in a worker: the worker had started). */
  started: number;
  parsed: number;
  packed: number;
  stored: number;
}

export interface StoredCatalogue {
  version: string;
  timings: StoreTimings;
}

/**
 * Parses, checks, packs and stores a downloaded catalogue. The app runs this
 * in a worker (catalogue-worker.ts) so the work never competes with the
 * map being drawn; tests and browsers without workers run it in place.
 */
export type StoreCatalogueBody = ((
  body: Uint8Array,
  checkedAt: number,
) => Promise<StoredCatalogue>) & {
  /** Gets ready ahead of the body (the worker starts while the download runs). */
  prepare?: () => void;
};

function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Decodes and checks a catalogue document (catalogue-check.ts says why not with zod). */
export function parseCatalogue(body: Uint8Array): CatalogueResponse {
  return checkCatalogue(JSON.parse(new TextDecoder().decode(body)));
}

export async function storeCatalogueBody(
  db: LocalDatabase,
  body: Uint8Array,
  checkedAt: number,
): Promise<StoredCatalogue> {
  const started = epochNow();
  const catalogue = parseCatalogue(body);
  const parsed = epochNow();
  const packed = packCatalogue(catalogue);
  const packedAt = epochNow();
  await storePackedCatalogue(db, packed, checkedAt);
  return {
    version: catalogue.version,
    timings: { started, parsed, packed: packedAt, stored: epochNow() },
  };
}
