/** Height of one list row (SPEC.md §9: rows 110 px high). */
export const LIST_ROW_HEIGHT = 110;
/** Rows rendered beyond each edge of the visible area, so fast scrolling shows no blank rows. */
export const LIST_OVERSCAN = 4;

/** Rows [start, end) to render. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * Which rows of a fixed-height list to render: those overlapping the
 * viewport, plus `overscan` rows on each side, clamped to the list.
 */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  count: number,
  rowHeight = LIST_ROW_HEIGHT,
  overscan = LIST_OVERSCAN,
): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.min(count - 1, Math.floor(top / rowHeight));
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, Math.max(first + 1, last) + overscan),
  };
}

/** The scrollTop that brings row `index` fully into a viewport, or null when it already is. */
export function scrollToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight = LIST_ROW_HEIGHT,
): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight;
  return null;
}
