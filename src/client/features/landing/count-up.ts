/** How long the landing counter takes to climb to the catalogue size. */
export const COUNT_UP_DURATION_MS = 1600;

/** Fast at first, gentle at the end, so the last digits settle visibly. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The number to show at `progress` (0…1) of the climb to `target`. Whole numbers only, never
 * past the target, and exactly the target at the end, whatever the rounding on the way.
 */
export function countAt(progress: number, target: number): number {
  if (progress >= 1) return target;
  if (progress <= 0) return 0;
  return Math.min(target, Math.round(easeOutCubic(progress) * target));
}
