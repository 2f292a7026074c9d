/**
 * The basemap's shapes, converted from the world file (Natural Earth 1:110m, world-atlas
 * TopoJSON) to web-mercator flat coordinates: the land as one multi-polygon, the borders
 * between countries as one multi-line. Runs at build time only (scripts/generate-basemap.ts
 * stores the result as basemap-file.ts describes): decoding the TopoJSON makes thousands of
 * short-lived arrays, a long task with garbage collection on a phone's main thread (docs/PERF.md P2, P6).
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { fromEPSG4326 } from 'ol/proj/epsg3857';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { unwrapPolygons } from './antimeridian';

export type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export interface BasemapGeometry {
  /** x, y pairs in EPSG:3857, every ring of every polygon one after another. */
  landCoordinates: Float64Array;
  /** Per polygon, the end offset (in landCoordinates) of each of its rings. */
  landEnds: number[][];
  /** x, y pairs in EPSG:3857, every border line one after another. */
  borderCoordinates: Float64Array;
  /** The end offset of each border line. */
  borderEnds: number[];
}

function landPolygons(geometry: Geometry): Position[][][] {
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  return [];
}

function landOf(land: Feature | FeatureCollection): Position[][][] {
  const features = land.type === 'Feature' ? [land] : land.features;
  // Rings across 180° are made continuous (antimeridian.ts says why).
  return features.flatMap((item) => unwrapPolygons(landPolygons(item.geometry)));
}

/** Flattens lines of lon/lat positions into projected pairs, with each line's end offset. */
function flatten(lines: readonly (readonly Position[])[]): { flat: Float64Array; ends: number[] } {
  const length = lines.reduce((sum, line) => sum + line.length * 2, 0);
  const flat = new Float64Array(length);
  const ends: number[] = [];
  let offset = 0;
  for (const line of lines) {
    for (const [lon = 0, lat = 0] of line) {
      flat[offset++] = lon;
      flat[offset++] = lat;
    }
    ends.push(offset);
  }
  // In place: OpenLayers' own lon/lat to web-mercator, as its GeoJSON reader applied it.
  fromEPSG4326(flat as unknown as number[], flat as unknown as number[], 2);
  return { flat, ends };
}

export function basemapGeometry(topology: WorldTopology): BasemapGeometry {
  const polygons = landOf(feature(topology, topology.objects.land));
  const land = flatten(polygons.flat());
  // Each polygon's ring ends, taken from the flat list of every ring's end.
  const landEnds: number[][] = [];
  let ring = 0;
  for (const polygon of polygons) {
    landEnds.push(land.ends.slice(ring, ring + polygon.length));
    ring += polygon.length;
  }
  // Each border once (shared arcs only): coastlines come from the land's outline.
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const border = flatten(borders.coordinates);
  return {
    landCoordinates: land.flat,
    landEnds,
    borderCoordinates: border.flat,
    borderEnds: border.ends,
  };
}
