import type OlMap from 'ol/Map';
import { useMemo } from 'react';
import { BREAKPOINT_MOBILE_PX } from '../../../../shared/limits';
import { defaultView } from '../../../../shared/map/constants';
import { TILE_ATTRIBUTION } from '../../../config';
import { useT } from '../../../i18n/use-t';
import { MinusIcon, PlusIcon, WorldIcon } from '../map-icons';
import { showView } from './camera';
import { ZoomButtons } from './zoom-buttons';

/** Zoom in, zoom out and back to the whole world, named in the reader's language. */
export function MapControls({ map }: { map: OlMap | null }) {
  const t = useT();
  const zoom = useMemo(() => (map ? new ZoomButtons(map) : null), [map]);
  const world = () => {
    if (!map) return;
    const mobile = window.matchMedia(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`).matches;
    const view = defaultView(mobile);
    showView(map, view.center, view.zoom);
  };
  const buttons = [
    { label: t('map.controls.zoomIn'), icon: <PlusIcon />, run: () => zoom?.zoomBy(1) },
    { label: t('map.controls.zoomOut'), icon: <MinusIcon />, run: () => zoom?.zoomBy(-1) },
    { label: t('map.controls.world'), icon: <WorldIcon />, run: world },
  ];
  return (
    <fieldset className="map-controls" aria-label={t('map.controls.label')}>
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className="map-controls__button"
          aria-label={button.label}
          title={button.label}
          disabled={!map}
          onClick={button.run}
        >
          {button.icon}
        </button>
      ))}
    </fieldset>
  );
}

/** The credit line: the tile provider's required attribution and the basemap's source. */
export function MapAttribution() {
  const t = useT();
  return (
    <p className="map-attribution">
      ©{' '}
      <a href={TILE_ATTRIBUTION.url} target="_blank" rel="noopener noreferrer">
        {TILE_ATTRIBUTION.text}
      </a>
      <span aria-hidden="true"> · </span>
      {t('map.attribution.basemap')}
    </p>
  );
}
