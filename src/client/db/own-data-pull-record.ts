/**
 * Per user, when the pull of their own visits and wishlist (sync/own-data-pull.ts) last
 * succeeded and last failed on this device. An empty list means "nothing" only once a pull
 * has succeeded; before that it may just mean the server could not be reached (SPEC.md §8
 * 'ウィッシュリストの取得に失敗しました'). Kept in `meta`: no new table, no Dexie version.
 * No React, no DOM: the service worker pulls too.
 */
import type { LocalDatabase } from './local-database';
import { META_KEYS } from './session-rows';

/** Epoch ms, or null: never on this device. */
export type OwnDataPullRecord = { succeededAt: number | null; failedAt: number | null };

const keysOf = (userId: number) => ({
  succeeded: `${META_KEYS.ownDataPulledAt}:${userId}`,
  failed: `${META_KEYS.ownDataPullFailedAt}:${userId}`,
});

const timeOf = (value: string | undefined) => {
  const time = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(time) ? time : null;
};

export async function readOwnDataPullRecord(
  db: LocalDatabase,
  userId: number,
): Promise<OwnDataPullRecord> {
  const keys = keysOf(userId);
  const [succeeded, failed] = await db.meta.bulkGet([keys.succeeded, keys.failed]);
  return { succeededAt: timeOf(succeeded?.value), failedAt: timeOf(failed?.value) };
}

/** Call inside the pull's transaction on success, so rows and record commit together. */
export async function recordOwnDataPull(
  db: LocalDatabase,
  userId: number,
  outcome: 'succeeded' | 'failed',
  at: number,
): Promise<void> {
  await db.meta.put({ key: keysOf(userId)[outcome], value: String(at) });
}

/** The own data never came from the server here and the last try failed: say so. */
export function ownDataUnavailable(record: OwnDataPullRecord | undefined): boolean {
  return record !== undefined && record.succeededAt === null && record.failedAt !== null;
}
