import { describe, expect, it } from 'vitest';
import {
  LIST_ROW_HEIGHT,
  scrollToReveal,
  visibleRows,
} from '../../../../src/client/features/map/sidebar/virtual-range';

describe('visibleRows', () => {
  it('renders the rows in view plus the overscan, rows being 110 px', () => {
    expect(LIST_ROW_HEIGHT).toBe(110);
    // 600 px from the top: rows 0-5 are in view (5 × 110 = 550 < 600).
    expect(visibleRows(0, 600, 1248, 110, 4)).toEqual({ start: 0, end: 10 });
    // Scrolled to row 100 exactly.
    expect(visibleRows(11_000, 600, 1248, 110, 4)).toEqual({ start: 96, end: 110 });
  });

  it('clamps at both ends of the list', () => {
    expect(visibleRows(1248 * 110, 600, 1248, 110, 4)).toEqual({ start: 1243, end: 1248 });
    expect(visibleRows(-50, 600, 3, 110, 4)).toEqual({ start: 0, end: 3 });
    expect(visibleRows(0, 600, 0)).toEqual({ start: 0, end: 0 });
  });

  it('renders at least one row before the viewport is measured', () => {
    expect(visibleRows(0, 0, 100, 110, 0)).toEqual({ start: 0, end: 1 });
  });
});

describe('scrollToReveal', () => {
  it('scrolls only as far as needed to show a row whole', () => {
    expect(scrollToReveal(0, 0, 550)).toBeNull();
    expect(scrollToReveal(5, 0, 550)).toBe(110); // row 5 ends at 660
    expect(scrollToReveal(2, 400, 550)).toBe(220);
  });
});
