import type { Coordinate } from 'ol/coordinate';
import { getCenter } from 'ol/extent';
import type OlMap from 'ol/Map';
import { fromLonLat, transformExtent } from 'ol/proj';
import { GROUP_ZOOM_MAX, GROUP_ZOOM_PADDING } from '../../../../shared/map/constants';
import type { GroupItem } from '../../../../shared/map/grouping';

/** Width of one world in web-mercator metres: the map repeats every this many metres. */
const WORLD_WIDTH = 2 * 20_037_508.342789244;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function duration(ms: number): number {
  return prefersReducedMotion() ? 0 : ms;
}

/**
 * The copy of a point nearest to `near` among the world's repeats, so a popup
 * or a flight stays on the world the user is looking at after panning
 * across the antimeridian.
 */
export function nearestCopy(point: Coordinate, near: Coordinate | undefined): Coordinate {
  const x = point[0] ?? 0;
  const y = point[1] ?? 0;
  if (!near) return [x, y];
  const turns = Math.round(((near[0] ?? 0) - x) / WORLD_WIDTH);
  return [x + turns * WORLD_WIDTH, y];
}

/** A lon/lat point as a map coordinate on the world in view. */
export function coordinateOf(map: OlMap, lng: number, lat: number): Coordinate {
  return nearestCopy(fromLonLat([lng, lat]), map.getView().getCenter());
}

/** Flies to a point at `zoom`; `done` runs when the flight ends, even if the user cut it short. */
export function flyTo(map: OlMap, lng: number, lat: number, zoom: number, done: () => void): void {
  const view = map.getView();
  view.cancelAnimations();
  view.animate({ center: coordinateOf(map, lng, lat), zoom, duration: duration(1000) }, () =>
    done(),
  );
}

/**
 * Zooms to a group's bounds with 50 px padding, never past zoom 10 (SPEC.md
 * §4). When the bounds need no more zoom than the view has (a region as wide
 * as the screen, or already at zoom 10), the view only moves to the group's
 * centre: zooming out on a click would surprise. `done` runs when the view
 * has settled.
 */
export function fitGroup(map: OlMap, group: GroupItem, done: () => void): void {
  const view = map.getView();
  const { minLng, minLat, maxLng, maxLat } = group.bounds;
  const [west, south, east, north] = transformExtent(
    [minLng, minLat, maxLng, maxLat],
    'EPSG:4326',
    'EPSG:3857',
  ) as [number, number, number, number];
  const shift = (nearestCopy([west, 0], view.getCenter())[0] ?? west) - west;
  const bounds = [west + shift, south, east + shift, north];
  const [width = 0, height = 0] = map.getSize() ?? [];
  const padding = 2 * GROUP_ZOOM_PADDING;
  const fitted = view.getZoomForResolution(
    view.getResolutionForExtent(bounds, [
      Math.max(1, width - padding),
      Math.max(1, height - padding),
    ]),
  );
  view.cancelAnimations();
  if (Math.min(GROUP_ZOOM_MAX, fitted ?? 0) <= (view.getZoom() ?? 0)) {
    view.animate({ center: getCenter(bounds), duration: duration(400) }, () => done());
    return;
  }
  view.fit(bounds, {
    padding: [GROUP_ZOOM_PADDING, GROUP_ZOOM_PADDING, GROUP_ZOOM_PADDING, GROUP_ZOOM_PADDING],
    maxZoom: GROUP_ZOOM_MAX,
    duration: duration(600),
    callback: () => done(),
  });
}

/** Animates to a centre and zoom (the "whole world" button). */
export function showView(map: OlMap, center: readonly [number, number], zoom: number): void {
  const view = map.getView();
  view.cancelAnimations();
  view.animate({ center: fromLonLat([...center]), zoom, duration: duration(600) });
}
