import type { Clock } from './clock';

/**
 * Wraps housekeeping so it runs at most once per interval of this instance's
 * clock (the first call runs it). Failures are swallowed: housekeeping never
 * fails the request that happened to trigger it.
 */
export function occasionally(
  intervalMs: number,
  clock: Clock,
  task: (now: Date) => Promise<unknown>,
): () => Promise<void> {
  let lastRun = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock();
    if (now.getTime() - lastRun < intervalMs) return;
    lastRun = now.getTime();
    try {
      await task(now);
    } catch {
      // Try again next interval.
    }
  };
}
