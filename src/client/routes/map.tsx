import { createFileRoute } from '@tanstack/react-router';
import { firstScreenWork } from '../app/first-screen-work';
import { loadMapView } from '../features/map/load-map-view';
import { MapScreen } from '../features/map/map-screen';
import { MapScreenPending } from '../features/map/map-screen-pending';
import { parseMapSearch } from '../features/map/map-search';
import { loadScreenMessages } from '../i18n/screen-messages';

export const Route = createFileRoute('/map')({
  staticData: { titleKey: 'title.map' },
  validateSearch: parseMapSearch,
  // Starts the OpenLayers chunk and, on a first visit, the catalogue download early, without
  // waiting for either: the screen renders at once and shows the download's progress. It
  // waits only for the screens' messages (P1), loaded beside the screen's code. The download
  // is the first screen's own work: the service worker waits for it (first-screen-work.ts).
  loader: () => {
    void loadMapView();
    firstScreenWork(
      import('../features/catalogue/commands').then((catalogue) => catalogue.syncCatalogue()),
    );
    return loadScreenMessages();
  },
  component: MapScreen,
  // The shell and a placeholder of the map's size show at once instead of after the route's
  // code (or after a second): see MapScreenPending. No minimum either: the real screen
  // replaces it as soon as it can.
  pendingComponent: MapScreenPending,
  pendingMs: 0,
  pendingMinMs: 0,
});
