import { useEffect, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { loadMapPaths, MAP_VIEW, type MapPaths, projectPoint } from './review-map';
import { mappedPoints, type ReviewVisit } from './year-summary';

/** The basemap's paths: undefined while reading, null when it could not be read. */
export function useMapPaths(): MapPaths | null | undefined {
  const [paths, setPaths] = useState<MapPaths | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadMapPaths().then(
      (loaded) => live && setPaths(loaded),
      () => live && setPaths(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return paths;
}

/** The year's visits as dots on the world; the dots show even when the land cannot load. */
export function ReviewMap({
  year,
  visits,
  paths,
}: {
  year: number;
  visits: readonly ReviewVisit[];
  paths: MapPaths | null | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <svg
        className="review-map"
        viewBox={`${MAP_VIEW.x} ${MAP_VIEW.y} ${MAP_VIEW.width} ${MAP_VIEW.height}`}
        role="img"
        aria-label={t('review.map.label', {
          year: String(year),
          count: formatNumber(visits.length, locale),
        })}
      >
        {paths ? (
          <>
            <path className="review-map__land" d={paths.land} fillRule="evenodd" />
            <path className="review-map__borders" d={paths.borders} />
          </>
        ) : null}
        {mappedPoints(visits).map((point) => {
          const { x, y } = projectPoint(point.latitude, point.longitude);
          return <circle key={point.siteId} className="review-map__dot" cx={x} cy={y} r={9} />;
        })}
      </svg>
      {paths === null ? <p className="review-note">{t('review.map.failed')}</p> : null}
    </>
  );
}
