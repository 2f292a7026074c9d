/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest, to dist/client/sw.js).
 *
 * - Precache: every file of the build (shell, every route's chunk, OpenLayers, the
 *   catalogue and photo workers, CSS, icons, the offline basemap JSON, the manifest), so
 *   the installed app starts with no network. vite.config.ts lists what is globbed.
 * - Navigations: the precached index.html, except /api and /media (and file-like paths).
 * - Map tiles: cache-first into TILE_CACHE, bounded; user photos: cache-first into
 *   MEDIA_CACHE, bounded. Both caches outlive app updates (sw/cache-names.ts).
 * - /api is deliberately not routed at all: the page's own requests go straight to the
 *   network (the app keeps its data in IndexedDB, and tests can intercept API calls).
 * - `sync`: runs the outbox sender (docs/SYNC.md S13).
 * - Updates wait until the page asks (SKIP_WAITING from src/client/features/pwa).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { TILE_URL } from '../src/client/config';
import { MEDIA_CACHE, TILE_CACHE } from './cache-names';
import { registerOutboxSync } from './outbox-sync';
import { tileUrlPattern } from './tile-pattern';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Tiles kept at most (oldest used first out); about 50 MB of 256 px PNG tiles. */
const MAX_TILES = 3000;
/** Photos kept at most; compressed visit photos are 100-300 KB each. */
const MAX_PHOTOS = 500;

// A failed precache (network gone mid-update) fails the install: the old version stays.
precacheAndRoute(self.__WB_MANIFEST);
// Only deletes caches named "*-precache-*" of this scope, i.e. earlier versions' precaches;
// TILE_CACHE, MEDIA_CACHE and IndexedDB are never touched (sw/cache-names.ts).
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      // Server answers, never the shell: a JSON 404 must stay a 404.
      /^\/api(?:\/|$)/,
      /^\/media(?:\/|$)/,
      // A file opened directly (/sw.js, /manifest.webmanifest, /icons/...) is not a screen.
      /^\/(?:[^/?]+\/)*[^/?]+\.[a-z0-9]+(?:\?|$)/i,
    ],
  }),
);

const tilePattern = tileUrlPattern(TILE_URL);
registerRoute(
  ({ request, url }) => request.method === 'GET' && tilePattern.test(url.href),
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [
      // 0: a provider without CORS gives opaque responses; 200 otherwise (the map asks CORS).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: MAX_TILES, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: MAX_PHOTOS, purgeOnQuotaError: true }),
    ],
  }),
);

registerOutboxSync(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once (its tiles are cached from the first
// visit). A later version only activates on SKIP_WAITING, i.e. when the user asks.
clientsClaim();
