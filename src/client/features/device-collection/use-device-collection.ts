import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { type EvaluatedBadge, evaluateBadges } from '../../../shared/collecting/badges';
import { localDatabase } from '../../db/local-database';
import { useSignedInUserId } from '../outbox/queries';
import { type DeviceCollection, readDeviceCollection } from './device-collection';

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

/** Every badge evaluated on the device over its local visits (see useDeviceCollection). */
export function useDeviceBadges(): EvaluatedBadge[] | undefined {
  const collection = useDeviceCollection();
  return useMemo(
    () =>
      collection ? evaluateBadges(collection.visits, collection.catalogue, NO_SOCIAL) : undefined,
    [collection],
  );
}
