import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json' with { type: 'json' };
import { BASEMAP_FILE, basemapFileText } from '../../../../scripts/generate-basemap';
import {
  BASEMAP_UNIT,
  type BasemapFile,
  decodeLines,
  isBasemapFile,
} from '../../../../src/client/features/map/ol/basemap-file';
import {
  basemapGeometry,
  type WorldTopology,
} from '../../../../src/client/features/map/ol/basemap-geometry';

const shipped = JSON.parse(readFileSync(BASEMAP_FILE, 'utf8')) as BasemapFile;
const geometry = basemapGeometry(countries as unknown as WorldTopology);

/** The largest distance, in metres, between matching coordinates. */
function largestError(decoded: readonly number[], exact: Float64Array): number {
  expect(decoded).toHaveLength(exact.length);
  return decoded.reduce((worst, value, i) => Math.max(worst, Math.abs(value - (exact[i] ?? 0))), 0);
}

describe('the basemap file the app ships', () => {
  it('is what scripts/generate-basemap.ts writes from world-atlas (run it after an upgrade)', async () => {
    expect(readFileSync(BASEMAP_FILE, 'utf8')).toBe(await basemapFileText());
  });

  it('decodes to the converted world within half a step (50 m), ring by ring', () => {
    expect(isBasemapFile(shipped)).toBe(true);
    expect(shipped.unit).toBe(BASEMAP_UNIT);
    expect(shipped.land.ends).toEqual(geometry.landEnds);
    expect(shipped.borders.ends).toEqual(geometry.borderEnds);
    const land = decodeLines(shipped.land.coordinates, shipped.land.ends.flat(), shipped.unit);
    const borders = decodeLines(shipped.borders.coordinates, shipped.borders.ends, shipped.unit);
    expect(largestError(land, geometry.landCoordinates)).toBeLessThanOrEqual(BASEMAP_UNIT / 2);
    expect(largestError(borders, geometry.borderCoordinates)).toBeLessThanOrEqual(BASEMAP_UNIT / 2);
  });

  it('keeps every ring closed, as polygons must be', () => {
    const land = decodeLines(shipped.land.coordinates, shipped.land.ends.flat(), shipped.unit);
    let start = 0;
    for (const end of shipped.land.ends.flat()) {
      expect([land[start], land[start + 1]]).toEqual([land[end - 2], land[end - 1]]);
      start = end;
    }
  });

  it('is refused when it is not a basemap file', () => {
    expect(isBasemapFile(null)).toBe(false);
    expect(isBasemapFile({ type: 'Topology', objects: {} })).toBe(false);
    expect(isBasemapFile({ ...shipped, borders: undefined })).toBe(false);
  });
});
