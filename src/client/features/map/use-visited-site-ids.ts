/**
 * THE SEAM FOR VISITS. The map reads the signed-in user's visited sites only
 * through this hook: marker colours, the list's badges, the own-visits
 * filter, the legend's ring and the popup's badge all follow it.
 *
 * Visits are not stored locally yet, so it returns an empty set: nothing is
 * drawn as visited, and no fake data is shown. The visits issue replaces the
 * body with a live query over its local visits table (returning a set that
 * keeps its identity while the visits do not change, so the map does not
 * rebuild needlessly).
 */
const NO_VISITS: ReadonlySet<number> = new Set<number>();

export function useVisitedSiteIds(): ReadonlySet<number> {
  return NO_VISITS;
}
