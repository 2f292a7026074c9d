import { describe, expect, it } from 'vitest';
import { countAt } from '../../../src/client/features/landing/count-up';

describe('countAt', () => {
  it('starts at zero and ends exactly on the target', () => {
    expect(countAt(0, 1248)).toBe(0);
    expect(countAt(1, 1248)).toBe(1248);
    // A late animation frame overshoots progress 1; the number must not.
    expect(countAt(1.37, 1248)).toBe(1248);
  });

  it('climbs in whole numbers, never backwards and never past the target', () => {
    let previous = 0;
    for (let step = 0; step <= 100; step += 1) {
      const value = countAt(step / 100, 1248);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1248);
      previous = value;
    }
  });

  it('handles an empty catalogue', () => {
    expect(countAt(0.5, 0)).toBe(0);
    expect(countAt(1, 0)).toBe(0);
  });
});
