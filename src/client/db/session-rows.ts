/** A key/value fact about the local data. */
export type MetaRow = { key: string; value: string };

/**
 * The stored session. Kept in IndexedDB (not localStorage) so the service
 * worker can read the tokens and send queued changes with no tab open.
 */
export type StoredSession = {
  key: 'current';
  user: { id: number; username: string; display_name: string } & Record<string, unknown>;
  access: string;
  refresh: string;
};

/** Keys of MetaRow. Renaming one forgets what it stored on every device. */
export const META_KEYS = {
  catalogueVersion: 'catalogue-version',
  catalogueCheckedAt: 'catalogue-checked-at',
} as const;
