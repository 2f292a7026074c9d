/**
 * Work cut into tasks short enough for a phone: the markers' new pictures
 * (ol/use-marker-rebuild.ts), the basemap's drawing (ol/basemap.ts) and the sites' preparation
 * (prepared-sites.ts). A task on the page's main thread that runs past
 * 50 ms on a phone (4× slower than a laptop) holds up taps and scrolling; slices of SLICE_MS
 * here stay well below it.
 */
export const SLICE_MS = 8;

/** Lets the browser run what waits (a frame, an input) before the next step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceClock {
  now(): number;
  later(run: () => void): () => void;
}

const browserClock: SliceClock = {
  now: () => performance.now(),
  later(run) {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  },
};

/**
 * Runs `step` on every piece of `work`, in tasks of about SLICE_MS each, then `done`. With
 * nothing to do, `done` runs at once, in the caller's task. Otherwise the first slice runs in
 * a task of its own: the caller's task is usually a render already. Returns a cancel: after
 * it, no step and no `done` run.
 */
export function inSlices<T>(
  work: readonly T[],
  step: (piece: T) => void,
  done: () => void,
  clock: SliceClock = browserClock,
): () => void {
  if (work.length === 0) {
    done();
    return () => {};
  }
  let next = 0;
  let cancelLater = clock.later(run);
  function run(): void {
    const start = clock.now();
    do {
      step(work[next] as T);
      next += 1;
    } while (next < work.length && clock.now() - start < SLICE_MS);
    if (next < work.length) cancelLater = clock.later(run);
    else done();
  }
  return () => cancelLater();
}
