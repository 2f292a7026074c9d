import { useLiveQuery } from 'dexie-react-hooks';
import type { DashboardBasic, DashboardFeed, DashboardStats } from '../../../shared/api/dashboard';
import { localDatabase } from '../../db/local-database';
import { ownDataUnavailable, readOwnDataPullRecord } from '../../db/own-data-pull-record';
import type { OwnVisitRow } from '../../db/own-rows';
import { readCacheKeys } from '../../db/read-cache-rows';
import { useSignedInUserId } from '../outbox/queries';
import { type RemoteView, useRemoteView } from '../remote-view/use-remote-view';

/** SPEC.md §9: the dashboard's feed shows 10 posts. */
const DASHBOARD_FEED_SIZE = 10;

/** The user, the level and the badge tally; kept for offline. */
export function useDashboardBasic(): RemoteView<DashboardBasic> {
  return useRemoteView('heritage/dashboard/basic/', readCacheKeys.dashboard('basic'));
}

/** The user's counts and the catalogue's; kept for offline. */
export function useDashboardStats(): RemoteView<DashboardStats> {
  return useRemoteView('heritage/dashboard/stats/', readCacheKeys.dashboard('stats'));
}

/** Others' recent posts; kept for offline. */
export function useDashboardFeed(): RemoteView<DashboardFeed> {
  return useRemoteView(
    `heritage/dashboard/feed/?limit=${DASHBOARD_FEED_SIZE}`,
    readCacheKeys.dashboard('feed'),
  );
}

/** Newest visit first (by visited date; a visit not yet sent before a sent one that day). */
export function byNewestVisit(a: OwnVisitRow, b: OwnVisitRow): number {
  if (a.visited_date !== b.visited_date) return a.visited_date < b.visited_date ? 1 : -1;
  return (b.serverId ?? Number.MAX_SAFE_INTEGER) - (a.serverId ?? Number.MAX_SAFE_INTEGER);
}

export interface OwnVisitsState {
  visits: OwnVisitRow[];
  /** This device never got the user's visits from the server and the last try failed. */
  unavailable: boolean;
  /** The user's visits came from the server at least once: the device holds all of them. */
  pulled: boolean;
}

/**
 * The user's own visits as this device knows them (the server's copy plus visits waiting to
 * be sent), newest first; undefined while IndexedDB answers.
 */
export function useOwnVisitsNewestFirst(): OwnVisitsState | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(async () => {
    if (userId === null) return { visits: [], unavailable: false, pulled: false };
    const [visits, pulls] = await Promise.all([
      localDatabase.visits.where('userId').equals(userId).toArray(),
      readOwnDataPullRecord(localDatabase, userId),
    ]);
    return {
      visits: visits.sort(byNewestVisit),
      unavailable: visits.length === 0 && ownDataUnavailable(pulls),
      pulled: Boolean(pulls?.succeededAt),
    };
  }, [userId]);
}
