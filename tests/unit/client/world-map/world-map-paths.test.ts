import { describe, expect, it } from 'vitest';
import {
  MAP_VIEW,
  MAP_WIDTH,
  mapPaths,
  projectPoint,
} from '../../../../src/client/features/world-map/world-map-paths';

describe('the small world map', () => {
  it('puts 0°, 0° in the middle and the date line at the edges', () => {
    expect(projectPoint(0, 0)).toEqual({ x: MAP_WIDTH / 2, y: MAP_WIDTH / 2 });
    expect(projectPoint(0, -180).x).toBe(0);
    expect(projectPoint(0, 180).x).toBe(MAP_WIDTH);
  });

  it('shows every inhabited latitude, north up', () => {
    const tokyo = projectPoint(35.68, 139.77);
    const ushuaia = projectPoint(-54.8, -68.3);
    expect(tokyo.y).toBeGreaterThan(MAP_VIEW.y);
    expect(ushuaia.y).toBeLessThan(MAP_VIEW.y + MAP_VIEW.height);
    expect(tokyo.y).toBeLessThan(ushuaia.y);
  });

  it('turns the stored rings and lines into closed and open paths', () => {
    const unit = 100_000;
    const paths = mapPaths({
      unit,
      // One square ring of four points (differences from the previous point, metres / unit).
      land: { ends: [[8]], coordinates: [0, 0, 10, 0, 0, 10, -10, 0] },
      borders: { ends: [4], coordinates: [0, 0, 0, 10] },
    });
    expect(paths.land).toMatch(/^M500\.0 500\.0L[\d. L]+Z$/);
    expect(paths.land.match(/L/g)).toHaveLength(3);
    expect(paths.borders).toMatch(/^M500\.0 500\.0L500\.0 \d+\.\d$/);
  });
});
