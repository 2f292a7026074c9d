import { useEffect, useState } from 'react';
import { loadMapPaths, MAP_VIEW, type MapPaths, projectPoint } from './world-map-paths';
import './world-map.css';

/** A place visited, to draw as a dot. */
export type MapPoint = { siteId: number; latitude: number; longitude: number };

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

/** Sites with coordinates, as dots; a site without them is counted but not drawn. */
export function mapPointsOf(
  sites: readonly { id: number; latitude: number | null; longitude: number | null }[],
): MapPoint[] {
  return sites.flatMap((site) =>
    site.latitude === null || site.longitude === null
      ? []
      : [{ siteId: site.id, latitude: site.latitude, longitude: site.longitude }],
  );
}

/**
 * Visited sites as dots on the world, named as a picture (`label`); the dots show even when
 * the land cannot load, and `failedNote` then says why the land is missing.
 */
export function VisitsWorldMap({
  points,
  paths,
  label,
  failedNote,
}: {
  points: readonly MapPoint[];
  paths: MapPaths | null | undefined;
  label: string;
  failedNote: string;
}) {
  return (
    <>
      <svg
        className="world-map"
        viewBox={`${MAP_VIEW.x} ${MAP_VIEW.y} ${MAP_VIEW.width} ${MAP_VIEW.height}`}
        role="img"
        aria-label={label}
      >
        {paths ? (
          <>
            <path className="world-map__land" d={paths.land} fillRule="evenodd" />
            <path className="world-map__borders" d={paths.borders} />
          </>
        ) : null}
        {points.map((point) => {
          const { x, y } = projectPoint(point.latitude, point.longitude);
          return <circle key={point.siteId} className="world-map__dot" cx={x} cy={y} r={9} />;
        })}
      </svg>
      {paths === null ? <p className="world-map__note">{failedNote}</p> : null}
    </>
  );
}
