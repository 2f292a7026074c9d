/**
 * THE SEAM FOR VISITS. The map reads the signed-in user's visited sites only
 * through this hook: marker colours, the list's badges, the own-visits
 * filter, the legend's ring and the popup's badge all follow it.
 *
 * It follows the local visits table (the server's copy plus changes still
 * waiting to be sent), so a visit recorded offline shows at once. The set keeps
 * its identity while the visited ids do not change, so the map does not
 * rebuild its markers needlessly.
 */
import { useMemo } from 'react';
import { useOwnVisits } from '../outbox/queries';

const NO_VISITS: ReadonlySet<number> = new Set<number>();

export function useVisitedSiteIds(): ReadonlySet<number> {
  const visits = useOwnVisits();
  const key = visits
    ?.map((v) => v.siteId)
    .sort((a, b) => a - b)
    .join(',');
  return useMemo(() => (key ? new Set(key.split(',').map(Number)) : NO_VISITS), [key]);
}
