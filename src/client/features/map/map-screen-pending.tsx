import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import './map-screen-pending.css';

/**
 * What the map route shows, at once, while its code arrives (routes/map.tsx: pendingMs 0).
 * Before, a cold start showed only the boot splash until that code came (or for a second):
 * the header, its menu and the cookie banner waited for the map's JavaScript, however slow
 * it was to come (boot-splash.spec.ts holds that code back and proves the order; docs/PERF.md
 * P3, P4). It is part of the first screen's bundle and has
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
