import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';
import './map-placeholder.css';

/** Stands in for the map until the map issue lands: says so, and shows no fake markers. */
export function MapPlaceholder() {
  const t = useT();
  return (
    <div className="map-placeholder">
      <section className="map-placeholder__card" aria-labelledby="map-placeholder-title">
        <svg className="map-placeholder__globe" viewBox="0 0 120 120" aria-hidden="true">
          <circle cx="60" cy="60" r="52" />
          <ellipse cx="60" cy="60" rx="22" ry="52" />
          <path d="M8 60h104M16 34h88M16 86h88" />
        </svg>
        <p className="status-pill">{t('comingSoon.badge')}</p>
        <h1 id="map-placeholder-title" className="map-placeholder__title">
          {t('map.preparingTitle')}
        </h1>
        <p className="map-placeholder__body">{t('map.preparingBody')}</p>
        <Link to="/" className="button button--secondary">
          {t('comingSoon.home')}
        </Link>
      </section>
    </div>
  );
}
