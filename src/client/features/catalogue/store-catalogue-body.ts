import { prepareListOrders } from '../../db/catalogue-list-order';
import { packCatalogue, storePackedCatalogue } from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import { CatalogueReader } from './catalogue-reader';

/** When each step finished, in epoch milliseconds (comparable across page and worker). */
export interface StoreTimings {
  /** The last byte had arrived and `finish` began (in a worker: its message was received). */
  started: number;
  parsed: number;
  packed: number;
  stored: number;
  /** Milliseconds spent parsing while the body was still arriving (overlapping the network). */
  readWhileReceiving: number;
}

export interface StoredCatalogue {
  version: string;
  timings: StoreTimings;
}

/**
 * Takes a downloaded catalogue as it arrives and stores it once it is
 * complete: `push` each piece of the body in order, then `finish`, which
 * parses what is left, checks, packs and stores everything in one
 * transaction. The app runs this in a worker (catalogue-worker.ts) so the work
 * never competes with the map being drawn; tests and browsers without workers
 * run it in place.
 */
export interface CatalogueIntake {
  push(bytes: Uint8Array): void;
  finish(checkedAt: number): Promise<StoredCatalogue>;
  /** The download failed: nothing is stored, and a worker, if any, is stopped. */
  abort(): void;
}

export type OpenCatalogueIntake = () => CatalogueIntake;

function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

export function openCatalogueIntake(db: LocalDatabase): CatalogueIntake {
  const reader = new CatalogueReader();
  // The list orders stored with the catalogue need collators: built while the body arrives.
  prepareListOrders();
  return {
    push: (bytes) => reader.push(bytes),
    async finish(checkedAt) {
      const started = epochNow();
      const catalogue = reader.finish();
      const parsed = epochNow();
      const packed = packCatalogue(catalogue);
      const packedAt = epochNow();
      await storePackedCatalogue(db, packed, checkedAt);
      return {
        version: catalogue.version,
        timings: {
          started,
          parsed,
          packed: packedAt,
          stored: epochNow(),
          readWhileReceiving: reader.readWhileReceiving,
        },
      };
    },
    abort() {},
  };
}
