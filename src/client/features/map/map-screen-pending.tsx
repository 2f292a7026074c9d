import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import './map-screen-pending.css';

/**
 * What the map route shows, at once, while its code arrives (routes/map.tsx: pendingMs 0).
 * Before, a cold start showed only the boot splash until that code came (or for a second):
 * the header, its menu and the cookie banner waited for the map's JavaScript. With the
 * route's code held back for 3 s, the banner now shows at 0.6 s instead of 1.9 s
 * (boot-splash.spec.ts proves the order). It is part of the first screen's bundle and has
 * the map screen's exact height, so the screen replacing it moves nothing (no layout shift).
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
