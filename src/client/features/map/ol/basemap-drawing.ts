/**
 * Draws the offline basemap (basemap-file.ts) with the plain 2D canvas, a little at a time.
 * OpenLayers drew it as vectors in one go inside a map frame: on the first frame that was a
 * long task (docs/PERF.md P2), most of it fixed costs (its rendering code's first run, the
 * canvas's one rasterisation) that no smaller geometry avoided. Here the work is cut into steps, each run in a task of its own
 * (basemap.ts), on a canvas that rasterises as it draws, so no step waits on one big flush.
 * No OpenLayers here: coordinates are web-mercator metres, drawn in the canvas's pixels.
 */
import type { BasemapFile } from './basemap-file';
import { decodeLines } from './basemap-file';

/** Half the width (and height) of the web-mercator square, metres: no map shows past ±85°. */
export const HALF_WORLD = 20_037_508.342789244;
const WORLD_WIDTH = 2 * HALF_WORLD;

/** Colours of the basemap; the sea is the map container's background (map-view.css). */
export const LAND_FILL = '#f3efe6';
export const COAST_STROKE = '#7f9cad';
export const BORDER_STROKE = '#ad9f88';

/** About this many points per step: a step stays short even on a phone's slower CPU (P2). */
const POINTS_PER_STEP = 1200;

type Box = readonly [number, number, number, number];

/** A run of lines to draw together: land polygons (closed rings) or border lines. */
interface ShapeBatch {
  /** Start and end offsets into the flat coordinates, one pair per ring or line. */
  readonly runs: readonly (readonly [number, number])[];
  readonly box: Box;
}

export interface BasemapShapes {
  readonly land: Float64Array;
  readonly landBatches: readonly ShapeBatch[];
  readonly borders: Float64Array;
  readonly borderBatches: readonly ShapeBatch[];
  /** Land polygons plus border lines: what the map reports as drawn. */
  readonly count: number;
}

/** Where an image of the basemap goes: its extent (metres) and size (pixels). */
export interface BasemapFrame {
  readonly extent: Box;
  readonly width: number;
  readonly height: number;
}

/** An empty box, to grow with `growBox`. */
function emptyBox(): [number, number, number, number] {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

function growBox(
  flat: Float64Array,
  start: number,
  end: number,
  box: [number, number, number, number],
): void {
  for (let i = start; i < end; i += 2) {
    const x = flat[i] as number;
    const y = flat[i + 1] as number;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
}

/** Groups whole shapes (a polygon's rings stay together) into batches of about N points. */
function batchesOf(flat: Float64Array, shapes: readonly number[][]): ShapeBatch[] {
  const batches: ShapeBatch[] = [];
  let runs: [number, number][] = [];
  let box = emptyBox();
  let points = 0;
  let start = 0;
  for (const ends of shapes) {
    for (const end of ends) {
      runs.push([start, end]);
      growBox(flat, start, end, box);
      points += (end - start) / 2;
      start = end;
    }
    if (points >= POINTS_PER_STEP) {
      batches.push({ runs, box });
      runs = [];
      box = emptyBox();
      points = 0;
    }
  }
  if (runs.length > 0) batches.push({ runs, box });
  return batches;
}

/** The stored file as flat coordinates in metres, cut into drawing batches. */
export function basemapShapes(file: BasemapFile): BasemapShapes {
  const land = Float64Array.from(
    decodeLines(file.land.coordinates, file.land.ends.flat(), file.unit),
  );
  const borders = Float64Array.from(
    decodeLines(file.borders.coordinates, file.borders.ends, file.unit),
  );
  return {
    land,
    landBatches: batchesOf(land, file.land.ends),
    borders,
    borderBatches: batchesOf(
      borders,
      file.borders.ends.map((end) => [end]),
    ),
    count: file.land.ends.length + file.borders.ends.length,
  };
}

/** The world copies (0 is the main one) that overlap an extent: the map repeats east-west. */
export function worldCopies(extent: Box): number[] {
  const first = Math.floor((extent[0] + HALF_WORLD) / WORLD_WIDTH);
  // A copy that only touches the extent's eastern edge draws nothing in it.
  const last = Math.max(first, Math.ceil((extent[2] + HALF_WORLD) / WORLD_WIDTH) - 1);
  const copies: number[] = [];
  for (let copy = first; copy <= last; copy++) copies.push(copy);
  return copies;
}

function overlaps(box: Box, shift: number, extent: Box): boolean {
  return (
    box[0] + shift <= extent[2] &&
    box[2] + shift >= extent[0] &&
    box[1] <= extent[3] &&
    box[3] >= extent[1]
  );
}

type Context2D = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
>;

/**
 * The steps that draw the basemap onto `context` for `frame`: land batches, then border
 * batches, for each world copy in view; batches outside the frame are left out. Lines are one
 * pixel of the canvas wide: a hairline, much cheaper to draw than a wider, anti-aliased line.
 */
export function basemapDrawSteps(
  context: Context2D,
  shapes: BasemapShapes,
  frame: BasemapFrame,
): (() => void)[] {
  const [minX, minY, maxX, maxY] = frame.extent;
  const scaleX = frame.width / (maxX - minX);
  const scaleY = frame.height / (maxY - minY);
  const trace = (flat: Float64Array, batch: ShapeBatch, shift: number, close: boolean) => {
    context.beginPath();
    for (const [start, end] of batch.runs) {
      for (let i = start; i < end; i += 2) {
        const x = ((flat[i] as number) + shift - minX) * scaleX;
        const y = (maxY - (flat[i + 1] as number)) * scaleY;
        if (i === start) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      if (close) context.closePath();
    }
  };
  const copies = worldCopies(frame.extent);
  const steps: (() => void)[] = [];
  /** One step per batch in view, per world copy; `paint` fills or strokes the traced path. */
  const addSteps = (
    flat: Float64Array,
    batches: readonly ShapeBatch[],
    close: boolean,
    paint: () => void,
  ) => {
    for (const copy of copies) {
      const shift = copy * WORLD_WIDTH;
      for (const batch of batches) {
        if (!overlaps(batch.box, shift, frame.extent)) continue;
        steps.push(() => {
          trace(flat, batch, shift, close);
          paint();
        });
      }
    }
  };
  addSteps(shapes.land, shapes.landBatches, true, () => {
    context.fillStyle = LAND_FILL;
    // Even-odd: a lake (a polygon's inner ring) stays sea whichever way its ring turns.
    context.fill('evenodd');
    context.lineWidth = 1;
    context.lineJoin = 'miter';
    context.strokeStyle = COAST_STROKE;
    context.stroke();
  });
  // Borders after all the land, so no land of another batch or copy covers them.
  addSteps(shapes.borders, shapes.borderBatches, false, () => {
    context.lineWidth = 1;
    context.strokeStyle = BORDER_STROKE;
    context.stroke();
  });
  return steps;
}
