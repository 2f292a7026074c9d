import GeoJSONFormat from 'ol/format/GeoJSON';
import type MultiLineString from 'ol/geom/MultiLineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import { feature, mesh } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json' with { type: 'json' };
import { unwrapPolygons } from '../../../../src/client/features/map/ol/antimeridian';
import {
  basemapGeometry,
  type WorldTopology,
} from '../../../../src/client/features/map/ol/basemap-geometry';

const topology = countries as unknown as WorldTopology;
const HALF_WORLD = 20_037_508.342789244;

/** The basemap as the page read it before the build converted it: OpenLayers' GeoJSON reader. */
function readOnPage() {
  const format = new GeoJSONFormat({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap((item) =>
    item.geometry.type === 'MultiPolygon' ? unwrapPolygons(item.geometry.coordinates) : [],
  );
  const landGeometry = format.readGeometry({ type: 'MultiPolygon', coordinates: polygons });
  const borders = format.readGeometry(
    mesh(topology, topology.objects.countries, (a, b) => a !== b),
  );
  return { land: landGeometry as MultiPolygon, borders: borders as MultiLineString };
}

describe('the basemap’s shapes, converted off the page', () => {
  const geometry = basemapGeometry(topology);

  it('gives the same land and borders, in web-mercator, as reading the world file on the page', () => {
    const page = readOnPage();
    expect(Array.from(geometry.landCoordinates)).toEqual(page.land.getFlatCoordinates());
    expect(geometry.landEnds).toEqual(page.land.getEndss());
    expect(Array.from(geometry.borderCoordinates)).toEqual(page.borders.getFlatCoordinates());
    expect(geometry.borderEnds).toEqual(page.borders.getEnds());
  });

  it('makes whole polygons OpenLayers can draw: every land mass, none cut across the map', () => {
    const land = new MultiPolygon(Array.from(geometry.landCoordinates), 'XY', geometry.landEnds);
    // Natural Earth 1:110m's land: 124 polygons, from Afro-Eurasia down to small islands.
    expect(land.getPolygons()).toHaveLength(124);
    const [minX, minY, maxX, maxY] = land.getExtent();
    // Rings across 180° continue past it (antimeridian.ts), so x may pass the edge a little.
    expect(minX).toBeGreaterThan(-HALF_WORLD * 1.1);
    expect(maxX).toBeLessThan(HALF_WORLD * 1.1);
    // Antarctica's coast reaches below the map's edge at ±85°, which the view never shows.
    expect(minY).toBeGreaterThan(-HALF_WORLD * 1.1);
    expect(maxY).toBeLessThanOrEqual(HALF_WORLD);
    expect(geometry.landEnds.flat().at(-1)).toBe(geometry.landCoordinates.length);
    expect(geometry.borderEnds.at(-1)).toBe(geometry.borderCoordinates.length);
  });
});
