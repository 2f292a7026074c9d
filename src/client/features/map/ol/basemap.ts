/**
 * The offline basemap: land, coastlines and borders from Natural Earth 1:110m
 * (world-atlas, public domain), shipped with the app as a hashed asset so the
 * service worker can precache it. Drawn under the raster tiles, so with no
 * network (or before tiles arrive) the map still reads as a map.
 */
import type { FeatureCollection, Feature as GeoFeature, Geometry, MultiLineString } from 'geojson';
import type { Feature } from 'ol';
import GeoJSONFormat from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { unwrapPolygons } from './antimeridian';

/** Colours of the basemap; the sea is the map container's background (map-view.css). */
const LAND = new Style({
  fill: new Fill({ color: '#f3efe6' }),
  stroke: new Stroke({ color: '#9db4c0', width: 1 }),
});
const BORDER = new Style({ stroke: new Stroke({ color: '#c9bfae', width: 0.8 }) });

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

interface BasemapData {
  land: FeatureCollection | GeoFeature;
  borders: MultiLineString;
}

/** The land's polygons with rings across 180° made continuous (antimeridian.ts says why). */
function withContinuousRings(geometry: Geometry): Geometry {
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: unwrapPolygons(geometry.coordinates) };
  }
  if (geometry.type === 'Polygon') {
    return { ...geometry, coordinates: unwrapPolygons([geometry.coordinates])[0] ?? [] };
  }
  return geometry;
}

function continuousLand(land: FeatureCollection | GeoFeature): FeatureCollection | GeoFeature {
  if (land.type === 'Feature') return { ...land, geometry: withContinuousRings(land.geometry) };
  return {
    ...land,
    features: land.features.map((item) => ({
      ...item,
      geometry: withContinuousRings(item.geometry),
    })),
  };
}

let loading: Promise<BasemapData> | null = null;

/**
 * Fetches and converts the world file once per page: leaving the map and
 * coming back (or losing the network in between) reuses the converted data.
 */
function loadBasemapData(): Promise<BasemapData> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      return response.json() as Promise<WorldTopology>;
    })
    .then((topology) => ({
      land: continuousLand(feature(topology, topology.objects.land)),
      // Each border once (shared arcs only): coastlines come from the land's outline.
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      loading = null; // try again next time the map opens
      throw error;
    });
  return loading;
}

/** Reads the basemap into web-mercator features: land polygons, then one border line. */
export async function loadBasemapFeatures(): Promise<Feature[]> {
  const data = await loadBasemapData();
  const format = new GeoJSONFormat({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
  const land = format.readFeatures(data.land);
  for (const item of land) item.setStyle(LAND);
  const borders = format.readFeatures({
    type: 'Feature',
    geometry: data.borders,
    properties: {},
  });
  for (const item of borders) item.setStyle(BORDER);
  return [...land, ...borders];
}

export function createBasemapLayer(): { layer: VectorLayer; source: VectorSource } {
  const source = new VectorSource({ wrapX: true });
  const layer = new VectorLayer({
    source,
    zIndex: 0,
    // Static and small: keep it drawn while panning and zooming.
    updateWhileAnimating: true,
    updateWhileInteracting: true,
    properties: { name: 'basemap' },
  });
  return { layer, source };
}
