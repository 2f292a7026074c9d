import { createFileRoute } from '@tanstack/react-router';
import { loadMapView } from '../features/map/load-map-view';
import { MapScreen } from '../features/map/map-screen';
import { parseMapSearch } from '../features/map/map-search';

export const Route = createFileRoute('/map')({
  staticData: { titleKey: 'title.map' },
  validateSearch: parseMapSearch,
  // Starts the OpenLayers chunk early without waiting for it: the screen renders at once.
  loader: () => {
    void loadMapView();
  },
  component: MapScreen,
});
