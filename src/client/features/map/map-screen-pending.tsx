import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import './map-screen-pending.css';

/**
 * What the map route shows while its code arrives, at once (routes/map.tsx: pendingMs 0).
 * Before, a cold start showed only the boot splash until the route's code came (or for a
 * second), so the header, the cookie banner and everything else waited for the map's
 * JavaScript: 3.7 s to the largest paint on Lighthouse's slow phone (issue #6). This is part
 * of the first screen's bundle, and it takes the map screen's exact height, so the screen
 * replacing it moves nothing (no layout shift).
 */
export function MapScreenPending() {
  const t = useT();
  return (
    <div className="map-screen-pending">
      <h1 className="visually-hidden">{t('map.heading')}</h1>
      <LoadingIndicator />
    </div>
  );
}
