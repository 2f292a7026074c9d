import { createFileRoute } from '@tanstack/react-router';
import { MapPlaceholder } from '../features/map/map-placeholder';

export const Route = createFileRoute('/map')({
  staticData: { titleKey: 'title.map' },
  component: MapPlaceholder,
});
