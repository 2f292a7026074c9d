import type { User, UserStats } from '../../shared/api/auth';

/** A key/value fact about the local data. */
export type MetaRow = { key: string; value: string };

/**
 * The stored session. Kept in IndexedDB (not localStorage) so the service
 * worker can read the tokens and send queued changes with no tab open.
 * `user` and `stats` are the last known copies from the server: the own
 * profile shows them when there is no network.
 */
export type StoredSession = {
  key: 'current';
  user: User;
  /** Short-lived (5 min) JWT, sent as `Authorization: Bearer …`. */
  access: string;
  /** Single-use: every refresh returns a new one and the old one is dead. */
  refresh: string;
  stats?: UserStats;
};

/** Keys of MetaRow. Renaming one forgets what it stored on every device. */
export const META_KEYS = {
  catalogueVersion: 'catalogue-version',
  catalogueCheckedAt: 'catalogue-checked-at',
  /**
   * Followed by `:<locale>`: the stored catalogue's site ids in list order, written in the
   * same transaction as the catalogue (db/catalogue-list-order.ts has the format).
   */
  catalogueListOrder: 'catalogue-list-order',
  /** Followed by `:<userId>` (db/own-data-pull-record.ts). */
  ownDataPulledAt: 'own-data-pulled-at',
  ownDataPullFailedAt: 'own-data-pull-failed-at',
  /**
   * Followed by `:<userId>`: a log-out whose deletion of the user's rows has not finished
   * (db/log-out-intent.ts). Removed in the same transaction as those rows; one left at
   * start means the deletion was cut short and runs again (docs/SYNC.md S23).
   */
  logOutIntent: 'log-out-intent',
} as const;
