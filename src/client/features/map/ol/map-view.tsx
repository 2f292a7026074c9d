import 'ol/ol.css';
import './map-view.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DisplayMode } from '../../../../shared/map/constants';
import { isDrawable } from '../../../../shared/map/coordinates';
import type { GroupingIndex, MapItem } from '../../../../shared/map/grouping';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { useLocale } from '../../../i18n/locale-store';
import { useT } from '../../../i18n/use-t';
import { regionLabel } from '../marker-text';
import { GroupPopup } from '../popup/group-popup';
import { SitePopup } from '../popup/site-popup';
import { useSelectionStore } from '../selection-store';
import { coordinateOf, fitGroup } from './camera';
import { MapAttribution, MapControls } from './map-controls';
import { renderSummary } from './render-summary';
import { useMarkerClicks } from './use-marker-clicks';
import { type RenderedMarkers, useMarkerRebuild } from './use-marker-rebuild';
import { usePopupOverlay } from './use-popup-overlay';
import { useSiteFlights } from './use-site-flights';
import { useWorldMap } from './use-world-map';

export interface MapViewProps {
  index: GroupingIndex | null;
  sitesById: ReadonlyMap<number, CatalogueSiteRow>;
  visitedIds: ReadonlySet<number>;
  mode: DisplayMode;
}

/** Popup tails sit this far above a site marker's centre, and above a group's edge. */
const SITE_POPUP_OFFSET = 14;

/**
 * The OpenLayers map (loaded only on the map route, as its own chunk). The
 * container exposes what is drawn — data-zoom, data-center, data-band,
 * data-rendered-groups, data-rendered-markers and data-basemap, updated
 * after every rebuild — and says the same in words to screen readers.
 */
export default function MapView({ index, sitesById, visitedIds, mode }: MapViewProps) {
  const t = useT();
  const locale = useLocale();
  const target = useRef<HTMLDivElement>(null);
  const { world, basemap } = useWorldMap(target);
  const [rendered, setRendered] = useState<RenderedMarkers | null>(null);
  const selection = useSelectionStore((state) => state.selection);
  const showSite = useSelectionStore((state) => state.showSite);
  const showGroup = useSelectionStore((state) => state.showGroup);
  const closePopup = useSelectionStore((state) => state.close);

  const describe = useCallback(
    (item: MapItem) =>
      item.kind === 'site'
        ? { danger: sitesById.get(item.id)?.danger === true, label: '' }
        : {
            danger: false,
            label: item.level === 'region' ? regionLabel(item.regionId, locale) : '',
          },
    [sitesById, locale],
  );
  useMarkerRebuild(world, index, mode, describe, setRendered);
  useSiteFlights(world, sitesById);
  useMarkerClicks(world, {
    onSite: showSite,
    onGroup: (group) => world && fitGroup(world.map, group, () => showGroup(group)),
    onNothing: closePopup,
  });

  const site = selection?.kind === 'site' ? sitesById.get(selection.siteId) : undefined;
  const located = site ? isDrawable(site.latitude, site.longitude) : false;
  // Computed once per selection: a new array each render would re-pan the map.
  const anchor = useMemo(() => {
    if (!world || !selection) return null;
    if (selection.kind === 'group') {
      return coordinateOf(world.map, selection.group.centre.lng, selection.group.centre.lat);
    }
    const chosen = sitesById.get(selection.siteId);
    if (!chosen || !isDrawable(chosen.latitude, chosen.longitude)) return null;
    return coordinateOf(world.map, chosen.longitude as number, chosen.latitude as number);
  }, [world, selection, sitesById]);
  const offset = selection?.kind === 'group' ? selection.group.iconSize / 2 + 4 : SITE_POPUP_OFFSET;
  const popupElement = usePopupOverlay(world, anchor, offset);
  const selectedSiteId = site && located ? site.id : null;
  useEffect(() => world?.markers.setSelectedSite(selectedSiteId), [world, selectedSiteId]);

  const close = useCallback(() => {
    closePopup();
    target.current?.focus({ preventScroll: true });
  }, [closePopup]);

  let popup: React.ReactNode = null;
  if (selection?.kind === 'group') {
    const label =
      selection.group.level === 'region'
        ? regionLabel(selection.group.regionId, locale)
        : selection.group.label;
    popup = (
      <GroupPopup group={selection.group} label={label} sitesById={sitesById} onClose={close} />
    );
  } else if (site) {
    popup = (
      <SitePopup site={site} visited={visitedIds.has(site.id)} located={located} onClose={close} />
    );
  }

  return (
    <section
      className="world-map"
      aria-label={t('map.canvasLabel')}
      data-zoom={rendered ? String(Math.round(rendered.zoom * 100) / 100) : undefined}
      data-center={rendered?.center.map((v) => v.toFixed(5)).join(',')}
      data-band={rendered?.band}
      data-rendered-groups={rendered?.groups}
      data-rendered-markers={rendered?.markers}
      data-basemap={basemap.status}
      data-basemap-features={basemap.status === 'ready' ? basemap.features : undefined}
    >
      <div
        ref={target}
        className="world-map__canvas"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: OpenLayers' keyboard pan and zoom act only while the map has focus
        tabIndex={0}
        aria-label={t('map.canvasKeys')}
      />
      <MapControls map={world?.map ?? null} />
      <MapAttribution />
      <p className="visually-hidden" role="status">
        {rendered ? renderSummary(t, rendered) : ''}
      </p>
      {popup && anchor ? createPortal(popup, popupElement) : null}
      {popup && !anchor ? <div className="world-map__sheet">{popup}</div> : null}
    </section>
  );
}
