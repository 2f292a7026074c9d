import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  STATE_SHAPES_FILE,
  sharedSiteStates,
  stateShapesFileText,
} from '../../../../scripts/generate-state-shapes';
import {
  decodeStateShapes,
  encodeRing,
  isStateShapesFile,
  STATE_SHAPES_UNIT,
} from '../../../../src/client/features/visit-location/state-shapes-file';

const shipped: unknown = JSON.parse(readFileSync(STATE_SHAPES_FILE, 'utf8'));

describe('the state shapes file the app ships', () => {
  it('is what scripts/generate-state-shapes.ts writes (run it after a catalogue or world-atlas change)', async () => {
    expect(readFileSync(STATE_SHAPES_FILE, 'utf8')).toBe(await stateShapesFileText());
  });

  it('has a shape for every state of every site listed under several', async () => {
    if (!isStateShapesFile(shipped)) throw new Error('not a state shapes file');
    expect(Object.keys(shipped.states)).toEqual(await sharedSiteStates());
    expect(Object.keys(shipped.states)).toEqual(expect.arrayContaining(['es', 'fr', 'it', 'va']));
  });

  it('decodes a ring to its points within half a step, closed as it was', () => {
    const ring = [
      [-0.0094, 42.7335],
      [0.1, 42.8],
      [0.10004, 42.80004],
      [-0.0094, 42.7335],
    ];
    const steps = encodeRing(ring);
    // The third point rounds onto the second and is dropped.
    expect(steps).toHaveLength(6);
    const [shape] = decodeStateShapes({
      unit: STATE_SHAPES_UNIT,
      states: { fr: [[steps]] },
    }).values();
    const flat = shape?.rings[0] ?? [];
    const expected = [-0.0094, 42.7335, 0.1, 42.8, -0.0094, 42.7335];
    for (const [i, value] of expected.entries()) {
      expect(Math.abs((flat[i] ?? Number.NaN) - value)).toBeLessThanOrEqual(
        STATE_SHAPES_UNIT / 2 + 1e-9,
      );
    }
    expect(shape?.box[0]).toBeCloseTo(-0.009, 6);
    expect(shape?.box[3]).toBeCloseTo(42.8, 6);
  });

  it('is refused when it is not a state shapes file', () => {
    expect(isStateShapesFile(shipped)).toBe(true);
    expect(isStateShapesFile(null)).toBe(false);
    expect(isStateShapesFile({ unit: 0.001, states: { fr: 'x' } })).toBe(false);
    expect(isStateShapesFile({ type: 'Topology', objects: {} })).toBe(false);
  });
});
