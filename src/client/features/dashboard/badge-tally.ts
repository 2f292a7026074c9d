import { useMemo } from 'react';
import type { DashboardBasic } from '../../../shared/api/dashboard';
import { useBadges } from '../badges/queries';
import { badgesWithDevice } from '../device-collection/badges-with-device';
import type { DeviceCollection } from '../device-collection/device-collection';
import { useBadgesOfCollection } from '../device-collection/use-device-collection';

/**
 * Badges earned out of all, as /badges counts them: the server's last copy of the badges with
 * what this device's own visits earn, waiting ones included (docs/COUNTING.md "On the
 * device"), so the dashboard and /badges agree offline. Without a copy of the badges, the
 * dashboard's own figures; without either, nothing yet.
 */
export function useBadgeTally(
  basic: DashboardBasic | undefined,
  collection: DeviceCollection | null | undefined,
): { earned: number; total: number } | null {
  const server = useBadges();
  const device = useBadgesOfCollection(collection, server.retry);
  return useMemo(() => {
    // With no server copy the device's evaluation alone would leave out the social badges.
    const shown = server.data ? badgesWithDevice(server.data, device) : undefined;
    if (shown) return { earned: shown.filter((badge) => badge.earned).length, total: shown.length };
    return basic ? { earned: basic.badges_earned, total: basic.badges_total } : null;
  }, [server.data, device, basic]);
}
