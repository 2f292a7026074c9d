/**
 * Loads the OpenLayers map (its own chunk, with the basemap code). The map
 * route calls this from its loader, so the chunk downloads alongside the
 * route's own code — or already when the pointer rests on a link to the map
 * (the router preloads on intent) — instead of after the screen has rendered.
 */
export function loadMapView() {
  return import('./ol/map-view');
}
