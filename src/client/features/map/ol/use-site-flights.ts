import { useEffect, useRef } from 'react';
import { FLY_TO_ZOOM } from '../../../../shared/map/constants';
import { isDrawable } from '../../../../shared/map/coordinates';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useSelectionStore } from '../selection-store';
import { flyTo } from './camera';
import type { WorldMap } from './world-map';

/**
 * Carries out flight requests (list item, `?focus=`, group popup): fly to the
 * site at zoom 15, then open its popup. A site with no drawable coordinates
 * gets its popup at once, without a flight. A request made before the map or
 * the sites were ready is carried out as soon as they are.
 */
export function useSiteFlights(
  world: WorldMap | null,
  sitesById: ReadonlyMap<number, CatalogueSiteRow>,
): void {
  const flight = useSelectionStore((state) => state.flight);
  const showSite = useSelectionStore((state) => state.showSite);
  const done = useRef(0);

  useEffect(() => {
    if (!world || !flight || flight.serial === done.current) return;
    const site = sitesById.get(flight.siteId);
    if (!site) return; // the sites are still loading: try again when they arrive
    done.current = flight.serial;
    const { latitude, longitude } = site;
    if (!isDrawable(latitude, longitude)) {
      showSite(site.id);
      return;
    }
    flyTo(world.map, longitude as number, latitude as number, FLY_TO_ZOOM, () => {
      // A newer request may have replaced this one while flying.
      if (useSelectionStore.getState().flight?.serial === flight.serial) showSite(site.id);
    });
  }, [world, flight, sitesById, showSite]);
}
