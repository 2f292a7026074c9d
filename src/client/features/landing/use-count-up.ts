import { type RefObject, useEffect, useRef } from 'react';
import { COUNT_UP_DURATION_MS, countAt } from './count-up';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts the element's text from 0 up to `target` once the target is known (null: shows
 * `placeholder`). Each frame writes the text straight into the element rather than
 * re-rendering React, so the animation costs the browser one small text change per frame
 * while the landing page starts (docs/PERF.md P2). The element must have no
 * React-managed children. People who ask for reduced motion get the final number at once.
 */
export function useCountUp<T extends HTMLElement>(
  target: number | null,
  format: (value: number) => string,
  placeholder: string,
  durationMs = COUNT_UP_DURATION_MS,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The formatter changes with the locale; the running animation picks the new one up.
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (value: number) => {
      element.textContent = formatRef.current(value);
    };
    if (target === null) {
      element.textContent = placeholder;
      return;
    }
    if (prefersReducedMotion()) {
      show(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = (now - start) / durationMs;
      show(countAt(progress, target));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    // Unmounted or re-targeted mid-way: stop, and leave the final number, not a midway one.
    return () => {
      cancelAnimationFrame(frame);
      show(target);
    };
  }, [target, placeholder, durationMs]);

  // A locale switch after the count ended re-formats the number shown.
  useEffect(() => {
    const element = ref.current;
    if (element && target !== null && element.textContent !== placeholder) {
      element.textContent = format(countAt(1, target));
    }
  }, [format, target, placeholder]);

  return ref;
}
