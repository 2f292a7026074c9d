/**
 * LOUD: the runtime caches hold what the user has seen (map tiles, their photos) and are what
 * the map shows with no network. Their names must never change between versions: a renamed
 * cache is a silently emptied one. Workbox's `cleanupOutdatedCaches()` only deletes caches
 * whose name contains "-precache-" (workbox-precaching/utils/deleteOutdatedCaches.js), so
 * these two survive every app update; keep "precache" out of them.
 */

/** Map tiles as the user viewed them (sw/sw.ts: CacheFirst, about 3,000 tiles). */
export const TILE_CACHE = 'hp-tiles';

/** User photos under /media/ (content-named, so never stale). */
export const MEDIA_CACHE = 'hp-media';
