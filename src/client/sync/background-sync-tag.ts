/**
 * The Background Sync tag (docs/SYNC.md S13): the page registers it when a change waits
 * (features/outbox/background-sync.ts) and the service worker's `sync` handler listens for
 * it (sw/outbox-sync.ts). Alone in its file so the service worker imports nothing else.
 */
export const OUTBOX_SYNC_TAG = 'heritage-passport-outbox';
