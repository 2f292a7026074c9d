/**
 * The one place where main-thread work gives the browser its turn (P5): the app's start
 * (app/start-app.ts), the map's parts (ol/world-map.ts), the markers' new pictures
 * (ol/use-marker-rebuild.ts), the basemap's drawing (ol/basemap.ts), the sites' preparation
 * (prepared-sites.ts) and the map's index (use-map-data.ts). A long task on the main thread holds up taps and scrolling (P2); work cut
 * into slices of SLICE_MS stays well below one, on a phone too.
 */
export const SLICE_MS = 8;

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser run what waits (a frame, an input) before the caller goes on. Where the
 * browser has `scheduler.yield`, the caller goes on ahead of other waiting tasks; elsewhere
 * (Firefox, WebKit, Node) in a task of its own after them.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceClock {
  now(): number;
  later(run: () => void): () => void;
}

const browserClock: SliceClock = {
  now: () => performance.now(),
  later(run) {
    let cancelled = false;
    void yieldToBrowser().then(() => {
      if (!cancelled) run();
    });
    return () => {
      cancelled = true;
    };
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
