import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { UserStats } from '../../../shared/api/auth';
import { type EvaluatedBadge, evaluateBadges } from '../../../shared/collecting/badges';
import { localDatabase } from '../../db/local-database';
import { readOwnDataPullRecord } from '../../db/own-data-pull-record';
import { useSignedInUserId } from '../outbox/queries';
import { type DeviceCollection, deviceUserStats, readDeviceCollection } from './device-collection';

/** Others' actions never happen on this device: social badges come from the server alone. */
const NO_SOCIAL = { followers: 0, likesReceived: 0, commentsWritten: 0 };

/**
 * The signed-in traveller's collection as this device holds it, live: undefined while
 * reading, null with nobody signed in or no catalogue on the device yet.
 */
export function useDeviceCollection(): DeviceCollection | null | undefined {
  const userId = useSignedInUserId();
  return useLiveQuery(async () => {
    if (userId === null) return null;
    const collection = await readDeviceCollection(localDatabase, userId);
    return collection.catalogue.size > 0 ? collection : null;
  }, [userId]);
}

/**
 * Every badge evaluated on the device over its local visits (see useDeviceCollection), and
 * a call of `onSent` each time the visit changes waiting on this device have all been sent:
 * the server's answers then include them (a badge waiting here is confirmed there).
 */
export function useDeviceBadges(onSent: () => void): EvaluatedBadge[] | undefined {
  return useBadgesOfCollection(useDeviceCollection(), onSent);
}

/**
 * useDeviceBadges over a collection the screen already reads (the dashboard's), so the
 * device's visits and catalogue are read from IndexedDB once.
 */
export function useBadgesOfCollection(
  collection: DeviceCollection | null | undefined,
  onSent: () => void,
): EvaluatedBadge[] | undefined {
  const waiting = collection?.waitingSiteIds.size ?? 0;
  const [wasWaiting, setWasWaiting] = useState(waiting);
  if (wasWaiting !== waiting) {
    setWasWaiting(waiting);
    if (wasWaiting > 0 && waiting === 0) onSent();
  }
  return useMemo(
    () =>
      collection ? evaluateBadges(collection.visits, collection.catalogue, NO_SOCIAL) : undefined,
    [collection],
  );
}

/**
 * The profile's numbers counted on the device (deviceUserStats), once it holds all the
 * traveller's visits (they came from the server at least once); undefined until then, when
 * only the server's copy can say.
 */
export function useDeviceUserStats(): UserStats | undefined {
  const userId = useSignedInUserId();
  const collection = useDeviceCollection();
  const pulled = useLiveQuery(
    async () =>
      userId === null
        ? false
        : Boolean((await readOwnDataPullRecord(localDatabase, userId))?.succeededAt),
    [userId],
  );
  return useMemo(
    () => (collection && pulled ? deviceUserStats(collection) : undefined),
    [collection, pulled],
  );
}
