/**
 * What the screens read about the signed-in user's own visits and wishlist and
 * their sync state. Everything comes from IndexedDB (live queries), so it is
 * the same online and offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDatabase } from '../../db/local-database';
import { ownDataUnavailable, readOwnDataPullRecord } from '../../db/own-data-pull-record';
import type { OwnVisitRow, WishlistRow } from '../../db/own-rows';
import type { NoticeRow } from '../../db/social-rows';
import type { OutboxEntry } from '../../sync/outbox-entry';
import { useSessionStore } from '../auth/session-store';

/**
 * saved: recorded here, not tried yet; waiting: being sent or waiting for a retry; sent:
 * the server has it; failed: the server refused it (S11).
 */
export type SyncState = 'saved' | 'waiting' | 'sent' | 'failed';

export function syncStateOf(entry: OutboxEntry | undefined): SyncState {
  if (!entry) return 'sent';
  if (entry.status === 'failed') return 'failed';
  if (entry.status === 'sending' || entry.attempts > 0) return 'waiting';
  return 'saved';
}

export function useSignedInUserId(): number | null {
  return useSessionStore((state) => state.user?.id ?? null);
}

/** The own visit of a site: undefined while reading, null when not visited. */
export function useOwnVisit(siteId: number): OwnVisitRow | null | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    async () =>
      userId === null ? null : ((await localDatabase.visits.get([userId, siteId])) ?? null),
    [userId, siteId],
  );
}

export function useOwnVisits(): OwnVisitRow[] | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    () => (userId === null ? [] : localDatabase.visits.where('userId').equals(userId).toArray()),
    [userId],
  );
}

/** The site's wishlist row: undefined while reading, null when not on the wishlist. */
export function useWishlistRow(siteId: number): WishlistRow | null | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    async () =>
      userId === null ? null : ((await localDatabase.wishlist.get([userId, siteId])) ?? null),
    [userId, siteId],
  );
}

export function useWishlistRows(): WishlistRow[] | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    () => (userId === null ? [] : localDatabase.wishlist.where('userId').equals(userId).toArray()),
    [userId],
  );
}

/** Every outbox entry of the signed-in user, oldest first. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    () =>
      userId === null
        ? []
        : localDatabase.outbox
            .orderBy('createdAt')
            .filter((e) => e.userId === userId)
            .toArray(),
    [userId],
  );
}

/**
 * The newest outbox entry for one target (`visitTarget(id)` / `wishlistTarget(id)`) and the
 * sync state it gives: what a visit or wishlist item shows next to it.
 */
export function useTargetSync(target: string): { state: SyncState; entry?: OutboxEntry } {
  const userId = useSignedInUserId();
  const entry = useLiveQuery(async () => {
    if (userId === null) return undefined;
    const entries = await localDatabase.outbox
      .where('[userId+target]')
      .equals([userId, target])
      .sortBy('createdAt');
    return entries.at(-1);
  }, [userId, target]);
  return { state: syncStateOf(entry), ...(entry ? { entry } : {}) };
}

/** How many changes of the signed-in user wait to be sent (failed ones not included). */
export function useWaitingCount(): number {
  const entries = useOutboxEntries();
  return entries?.filter((e) => e.status !== 'failed').length ?? 0;
}

/**
 * Whether the signed-in user's own data never came from the server on this device and the
 * last try failed (so an empty list is not known to be empty); undefined while reading.
 */
export function useOwnDataUnavailable(): boolean | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(
    async () =>
      userId !== null && ownDataUnavailable(await readOwnDataPullRecord(localDatabase, userId)),
    [userId],
  );
}

/** The signed-in user's notices of dropped changes (S21), oldest first. */
export function useNotices(): NoticeRow[] {
  const userId = useSignedInUserId();
  return (
    useLiveQuery(
      () =>
        userId === null
          ? []
          : localDatabase.notices.where('userId').equals(userId).sortBy('createdAt'),
      [userId],
    ) ?? []
  );
}
