import { useMemo } from 'react';
import type { DashboardBasic } from '../../../shared/api/dashboard';
import { useBadges } from '../badges/queries';
import { badgesWithDevice, type ShownBadge } from '../device-collection/badges-with-device';
import type { DeviceCollection } from '../device-collection/device-collection';
import { useBadgesOfCollection } from '../device-collection/use-device-collection';

export interface BadgeTally {
  earned: number;
  total: number;
}

/**
 * Badges earned out of all, as /badges counts them: the badges /badges shows (the server's
 * last copy with what this device's own visits earn, waiting ones included, or with no copy
 * the device's evaluation alone; docs/COUNTING.md "On the device"), so the dashboard and
 * /badges agree offline even when the badges were never stored. With neither, the
 * dashboard's own figures; with nothing, null.
 */
export function badgeTallyOf(
  shown: readonly ShownBadge[] | undefined,
  basic: DashboardBasic | undefined,
): BadgeTally | null {
  if (shown) return { earned: shown.filter((badge) => badge.earned).length, total: shown.length };
  return basic ? { earned: basic.badges_earned, total: basic.badges_total } : null;
}

/** badgeTallyOf over the badges' last copy and the device's collection, live. */
export function useBadgeTally(
  basic: DashboardBasic | undefined,
  collection: DeviceCollection | null | undefined,
): BadgeTally | null {
  const server = useBadges();
  const device = useBadgesOfCollection(collection, server.retry);
  return useMemo(
    () => badgeTallyOf(badgesWithDevice(server.data, device), basic),
    [server.data, device, basic],
  );
}
