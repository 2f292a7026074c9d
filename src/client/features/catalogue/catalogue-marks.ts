import type { StoreTimings } from './store-catalogue-body';

/**
 * Performance marks of the catalogue download (User Timing API), read by
 * bench/map-client.ts: from `received` (the last byte is in) to `stored`
 * (the transaction committed) is the catalogue's parse + store time with the
 * network left out. `started`, `parsed`, `packed` and `stored` are taken in
 * the catalogue worker and placed on the page's timeline; `stored` carries in
 * its detail how long parsing ran while the body was still arriving. Cheap
 * enough to leave on in production, and visible in the browser's performance panel.
 */
export const CATALOGUE_MARKS = {
  response: 'catalogue:response',
  received: 'catalogue:received',
  started: 'catalogue:started',
  parsed: 'catalogue:parsed',
  packed: 'catalogue:packed',
  stored: 'catalogue:stored',
} as const;

/** A mark at an epoch time measured elsewhere (the catalogue worker has its own clock origin). */
function markTimeAt(name: string, epochMs: number, detail?: unknown): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(name, { startTime: Math.max(0, epochMs - performance.timeOrigin), detail });
  }
}

export function markStoreTimings(timings: StoreTimings): void {
  markTimeAt(CATALOGUE_MARKS.started, timings.started);
  markTimeAt(CATALOGUE_MARKS.parsed, timings.parsed);
  markTimeAt(CATALOGUE_MARKS.packed, timings.packed);
  markTimeAt(CATALOGUE_MARKS.stored, timings.stored, {
    readWhileReceiving: timings.readWhileReceiving,
  });
}

export function markTime(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(name);
  }
}
