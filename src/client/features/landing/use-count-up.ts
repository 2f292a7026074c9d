import { useEffect, useState } from 'react';
import { COUNT_UP_DURATION_MS, countAt } from './count-up';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Animates from 0 to `target` once the target is known (null: not yet). People who ask for
 * reduced motion get the final number straight away.
 */
export function useCountUp(target: number | null, durationMs = COUNT_UP_DURATION_MS): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (target === null) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = (now - start) / durationMs;
      setValue(countAt(progress, target));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
