/**
 * Performance marks of the catalogue download (User Timing API), read by
 * bench/map-client.ts: from `received` (the last byte is in) to `stored`
 * (the transaction committed) is the catalogue's parse + store time with the
 * network left out. `parsed`, `packed` and `stored` are taken in the
 * catalogue worker and placed on the page's timeline. Cheap enough to leave on in production, and visible in
 * the browser's performance panel.
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
export function markTimeAt(name: string, epochMs: number): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(name, { startTime: Math.max(0, epochMs - performance.timeOrigin) });
  }
}

export function markTime(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(name);
  }
}
