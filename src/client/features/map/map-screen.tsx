import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { useCatalogueSyncPhase } from '../catalogue/queries';
import { CatalogueLoading } from './catalogue-loading';
import { useDisplayModeStore } from './display-mode-store';
import { MapLegend } from './legend/map-legend';
import { loadMapView } from './load-map-view';
import { ListIcon } from './map-icons';
import { prepareMarkerFonts } from './marker-text';
import { useSelectionStore } from './selection-store';
import { SIDEBAR_ID, SiteSidebar } from './sidebar/site-sidebar';
import { useSidebarOpen } from './sidebar/use-sidebar-open';
import { useMapData } from './use-map-data';
import './map-labels.css';
import './map-screen.css';

// OpenLayers and the basemap are a chunk of their own: the sidebar shows while it loads.
const MapView = lazy(loadMapView);

const route = getRouteApi('/map');

/** Opens the site named by `?focus=<id>` once the sites are read, then drops the parameter. */
function useFocusFromUrl(sitesById: ReadonlyMap<number, CatalogueSiteRow>, ready: boolean): void {
  const { focus } = route.useSearch();
  const navigate = route.useNavigate();
  const flyToSite = useSelectionStore((state) => state.flyToSite);
  useEffect(() => {
    if (focus === undefined || !ready) return;
    if (sitesById.has(focus)) flyToSite(focus);
    void navigate({ search: {}, replace: true });
  }, [focus, ready, sitesById, flyToSite, navigate]);
}

/** The map screen (SPEC.md §2): sidebar, map, legend, and the first visit's loading card. */
export function MapScreen() {
  const t = useT();
  const locale = useLocale();
  const phase = useCatalogueSyncPhase();
  const data = useMapData();
  const mode = useDisplayModeStore((state) => state.mode);
  const flyToSite = useSelectionStore((state) => state.flyToSite);
  const sidebar = useSidebarOpen();
  const { setOpen, narrow } = sidebar;
  const ready = data.sites !== undefined && data.sites.length > 0;
  useFocusFromUrl(data.sitesById, ready);
  // In tasks of their own, while the map's code and the sites are on their way.
  useEffect(() => prepareMarkerFonts(locale), [locale]);

  const closeSidebar = useCallback(() => setOpen(false), [setOpen]);
  const choose = useCallback(
    (site: CatalogueSiteRow) => {
      // A drawer would cover the map the site is shown on.
      if (narrow) setOpen(false);
      flyToSite(site.id);
    },
    [narrow, setOpen, flyToSite],
  );

  // Only a first visit waits for the network; a later start reads IndexedDB in a blink.
  const showLoading =
    !ready && (phase === 'downloading' || phase === 'storing' || phase === 'failed');
  return (
    <div className={sidebar.open ? 'map-screen map-screen--sidebar-open' : 'map-screen'}>
      <h1 className="visually-hidden">{t('map.heading')}</h1>
      {ready || sidebar.open ? (
        <SiteSidebar
          loading={!ready}
          sites={data.sites ?? []}
          matches={data.matches}
          visitedIds={data.visitedIds}
          signedIn={data.signedIn}
          open={sidebar.open}
          narrow={narrow}
          onClose={closeSidebar}
          onChoose={choose}
        />
      ) : null}
      <div className="map-screen__map">
        <Suspense fallback={<div className="world-map world-map--pending" />}>
          <MapView
            index={data.index}
            sitesById={data.sitesById}
            visitedIds={data.visitedIds}
            mode={mode}
          />
        </Suspense>
        {ready && !sidebar.open ? (
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={false}
            aria-controls={SIDEBAR_ID}
            onClick={() => setOpen(true)}
          >
            <ListIcon size={18} />
            <span>{t('map.sidebar.open')}</span>
            <span className="sidebar-toggle__count">
              {formatNumber(data.matches.length, locale)}
            </span>
          </button>
        ) : null}
        {ready ? (
          <MapLegend
            signedIn={data.signedIn}
            visited={data.visitedIds.size}
            total={data.sites?.length ?? 0}
          />
        ) : null}
        {showLoading ? <CatalogueLoading /> : null}
      </div>
    </div>
  );
}
