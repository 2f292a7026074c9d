import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageExtentFor } from '../../../../src/client/features/map/ol/basemap';
import {
  basemapDrawSteps,
  basemapShapes,
  HALF_WORLD,
  LAND_FILL,
  worldCopies,
} from '../../../../src/client/features/map/ol/basemap-drawing';
import type { BasemapFile } from '../../../../src/client/features/map/ol/basemap-file';

const file = JSON.parse(
  readFileSync(path.resolve('src/client/features/map/ol/world-basemap.json'), 'utf8'),
) as BasemapFile;

/** A 2D context that records what is drawn, in canvas pixels. */
function recordingContext() {
  const points: [number, number][] = [];
  const calls: string[] = [];
  const context = {
    fillStyle: '' as string | CanvasGradient | CanvasPattern,
    strokeStyle: '' as string | CanvasGradient | CanvasPattern,
    lineWidth: 0,
    lineJoin: 'round' as CanvasLineJoin,
    beginPath: () => calls.push('beginPath'),
    closePath: () => calls.push('closePath'),
    moveTo: (x: number, y: number) => points.push([x, y]),
    lineTo: (x: number, y: number) => points.push([x, y]),
    fill: () => calls.push(`fill ${String(context.fillStyle)}`),
    stroke: () => calls.push(`stroke ${context.lineWidth}`),
  };
  return { context, points, calls };
}

const WORLD: [number, number, number, number] = [-HALF_WORLD, -HALF_WORLD, HALF_WORLD, HALF_WORLD];

describe('the basemap drawn by the page (basemap-drawing.ts)', () => {
  const shapes = basemapShapes(file);

  it('keeps every point of the file, in batches of whole polygons', () => {
    const landRuns = shapes.landBatches.flatMap((batch) => batch.runs);
    expect(landRuns.length).toBe(file.land.ends.flat().length);
    expect(landRuns.at(-1)?.[1]).toBe(shapes.land.length);
    // A polygon's rings are never split over two batches.
    const batchStarts = new Set(shapes.landBatches.map((batch) => batch.runs[0]?.[0]));
    let start = 0;
    const polygonStarts = new Set<number>();
    for (const rings of file.land.ends) {
      polygonStarts.add(start);
      start = rings.at(-1) ?? start;
    }
    for (const batchStart of batchStarts) expect(polygonStarts.has(batchStart ?? -1)).toBe(true);
    expect(shapes.count).toBe(file.land.ends.length + file.borders.ends.length);
  });

  it('maps web-mercator metres to the canvas: the whole world fills a square canvas', () => {
    const { context, points } = recordingContext();
    const steps = basemapDrawSteps(context, shapes, { extent: WORLD, width: 1000, height: 1000 });
    for (const step of steps) step();
    expect(points.length).toBe((shapes.land.length + shapes.borders.length) / 2);
    // A few shapes (Chukotka, Fiji) reach past 180°; all the rest falls inside the canvas.
    const inside = points.filter(([x, y]) => x >= 0 && x <= 1000 && y >= 0 && y <= 1000);
    expect(inside.length / points.length).toBeGreaterThan(0.99);
    // The first land point, by hand: x grows east, y grows south.
    const x0 = shapes.land[0] as number;
    const y0 = shapes.land[1] as number;
    expect(points[0]?.[0]).toBeCloseTo(((x0 + HALF_WORLD) / (2 * HALF_WORLD)) * 1000, 6);
    expect(points[0]?.[1]).toBeCloseTo(((HALF_WORLD - y0) / (2 * HALF_WORLD)) * 1000, 6);
  });

  it('fills land before any border and draws lines one canvas pixel wide', () => {
    const { context, calls } = recordingContext();
    for (const step of basemapDrawSteps(context, shapes, {
      extent: WORLD,
      width: 500,
      height: 500,
    }))
      step();
    const lastFill = calls.lastIndexOf(`fill ${LAND_FILL}`);
    expect(lastFill).toBeGreaterThan(0);
    const strokes = calls.filter((call) => call.startsWith('stroke'));
    expect(new Set(strokes)).toEqual(new Set(['stroke 1']));
    // Borders (strokes with no fill in their step) come after the last land fill.
    expect(calls.slice(lastFill + 2).some((call) => call === 'stroke 1')).toBe(true);
  });

  it('draws each world copy in view: a view across the antimeridian draws land twice', () => {
    const across: [number, number, number, number] = [
      HALF_WORLD - 2_000_000,
      -5_000_000,
      HALF_WORLD + 2_000_000,
      5_000_000,
    ];
    expect(worldCopies(across)).toEqual([0, 1]);
    expect(worldCopies(WORLD.map((v) => v * 0.5) as typeof WORLD)).toEqual([0]);
    const { context, points } = recordingContext();
    for (const step of basemapDrawSteps(context, shapes, {
      extent: across,
      width: 400,
      height: 500,
    }))
      step();
    // Points from both copies land near the canvas's middle column (the antimeridian).
    expect(points.some(([x]) => x > 150 && x < 200)).toBe(true);
    expect(points.some(([x]) => x > 200 && x < 250)).toBe(true);
  });

  it('leaves out batches wholly outside the picture', () => {
    const pacific: [number, number, number, number] = [-17_000_000, -2_000_000, -15_000_000, 0];
    const { context: all } = recordingContext();
    const { context: some } = recordingContext();
    const everything = basemapDrawSteps(all, shapes, { extent: WORLD, width: 100, height: 100 });
    const inView = basemapDrawSteps(some, shapes, { extent: pacific, width: 100, height: 100 });
    expect(inView.length).toBeLessThan(everything.length);
  });
});

describe('the picture’s extent (basemap.ts)', () => {
  it('covers the view and half of it more on each side, within the world north-south', () => {
    const view = [-1000, -2000, 1000, 2000];
    expect(imageExtentFor(view, 10, 1)).toEqual([-2000, -4000, 2000, 4000]);
    const tall = [-1000, HALF_WORLD - 1000, 1000, HALF_WORLD];
    expect(imageExtentFor(tall, 10, 1)[3]).toBe(HALF_WORLD);
  });

  it('covers less on a large screen, so the picture stays within 6 million pixels', () => {
    // A 1920 × 1080 window at pixel ratio 1: twice each way would be 8.3 million pixels.
    const resolution = 100;
    const view = [0, 0, 1920 * resolution, 1080 * resolution];
    const [minX, minY, maxX, maxY] = imageExtentFor(view, resolution, 1);
    const pixels = ((maxX - minX) / resolution) * ((maxY - minY) / resolution);
    expect(pixels).toBeCloseTo(6_000_000, -2);
    expect(maxX - minX).toBeGreaterThan(1.5 * 1920 * resolution);
    // A view already past the limit gets no margin, never less than itself.
    expect(imageExtentFor(view, resolution, 2)).toEqual(view);
  });
});
