import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATE_SHAPES_FILE } from '../../../../scripts/generate-state-shapes';
import { NEAR_STATE_KM, stateAt } from '../../../../src/client/features/visit-location/state-at';
import {
  decodeStateShapes,
  type StateShape,
  type StateShapesFile,
} from '../../../../src/client/features/visit-location/state-shapes-file';

const shapes = decodeStateShapes(
  JSON.parse(readFileSync(STATE_SHAPES_FILE, 'utf8')) as StateShapesFile,
);
/** Pyrénées - Mont Perdu, listed under France first, then Spain. */
const MONT_PERDU = ['fr', 'es'];

describe('stateAt: which of a site’s states a position is in', () => {
  it('finds France at Gavarnie and Spain at Torla, on either side of Mont Perdu', () => {
    expect(stateAt({ latitude: 42.733, longitude: -0.009 }, MONT_PERDU, shapes)).toEqual({
      code: 'fr',
      inside: true,
    });
    expect(stateAt({ latitude: 42.626, longitude: -0.112 }, MONT_PERDU, shapes)).toEqual({
      code: 'es',
      inside: true,
    });
  });

  it('does not depend on the order the states are listed in', () => {
    const torla = { latitude: 42.626, longitude: -0.112 };
    expect(stateAt(torla, ['es', 'fr'], shapes)?.code).toBe('es');
    // Huesca, well inside Spain, is in none of the states asked about.
    expect(stateAt({ latitude: 42.136, longitude: -0.408 }, ['fr'], shapes)).toBeNull();
  });

  it('answers nothing at sea, far from every shore', () => {
    expect(stateAt({ latitude: 45, longitude: -5 }, MONT_PERDU, shapes)).toBeNull();
  });

  it('answers nothing in a state the site does not span (Lisbon, Tokyo)', () => {
    expect(stateAt({ latitude: 38.722, longitude: -9.139 }, MONT_PERDU, shapes)).toBeNull();
    expect(stateAt({ latitude: 35.681, longitude: 139.767 }, MONT_PERDU, shapes)).toBeNull();
  });

  it(`takes the nearest state within ${NEAR_STATE_KM} km of a shore the coarse coastline misses`, () => {
    // Just off Biarritz, in the Bay of Biscay: France's shore is a few km away.
    const offBiarritz = { latitude: 43.49, longitude: -1.62 };
    expect(stateAt(offBiarritz, MONT_PERDU, shapes)).toEqual({ code: 'fr', inside: false });
    // Some 40 km out to sea is too far to say.
    expect(stateAt({ latitude: 43.7, longitude: -2.0 }, MONT_PERDU, shapes)).toBeNull();
  });

  it('prefers the smaller state when one lies within the other', () => {
    const square = (west: number, south: number, size: number): StateShape => ({
      rings: [
        [
          west,
          south,
          west + size,
          south,
          west + size,
          south + size,
          west,
          south + size,
          west,
          south,
        ],
      ],
      box: [west, south, west + size, south + size],
    });
    // A city state drawn inside its neighbour, with no hole cut for it.
    const nested = new Map([
      ['it', square(12, 41, 1)],
      ['va', square(12.4, 41.8, 0.1)],
    ]);
    expect(stateAt({ latitude: 41.85, longitude: 12.45 }, ['it', 'va'], nested)?.code).toBe('va');
    expect(stateAt({ latitude: 41.5, longitude: 12.5 }, ['it', 'va'], nested)).toEqual({
      code: 'it',
      inside: true,
    });
  });

  it('finds a later state of a site that spans many (Struve Geodetic Arc: Hammerfest)', () => {
    const struve = ['by', 'ee', 'fi', 'lv', 'lt', 'no', 'md', 'ru', 'se', 'ua'];
    expect(stateAt({ latitude: 70.663, longitude: 23.682 }, struve, shapes)).toEqual({
      code: 'no',
      inside: true,
    });
  });

  it('never answers a state it has no shape for', () => {
    expect(stateAt({ latitude: 42.733, longitude: -0.009 }, ['xx'], shapes)).toBeNull();
  });
});
