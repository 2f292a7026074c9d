import { describe, expect, it } from 'vitest';
import {
  inSlices,
  SLICE_MS,
  type SliceClock,
} from '../../../../src/client/features/map/work-in-slices';

/** A clock that advances by `stepCost` ms on each read, with tasks run only when asked. */
function fakeClock(stepCost: number) {
  let time = 0;
  const queue: (() => void)[] = [];
  const clock: SliceClock = {
    now: () => {
      time += stepCost;
      return time;
    },
    later(run) {
      queue.push(run);
      return () => {
        const index = queue.indexOf(run);
        if (index >= 0) queue.splice(index, 1);
      };
    },
  };
  return {
    clock,
    /** Runs the next queued task; false when none is queued. */
    runTask(): boolean {
      const run = queue.shift();
      run?.();
      return run !== undefined;
    },
  };
}

describe('inSlices (work cut into short tasks)', () => {
  it('with nothing to draw, shows the markers at once, in the same task', () => {
    const { clock } = fakeClock(1);
    let shown = false;
    inSlices(
      [],
      () => {},
      () => (shown = true),
      clock,
    );
    expect(shown).toBe(true);
  });

  it('draws in tasks of its own no longer than a slice, then shows the markers', () => {
    // The clock advances 1 ms per read, one read per piece: a slice holds SLICE_MS pieces.
    const { clock, runTask } = fakeClock(1);
    const drawnPerTask: number[] = [];
    let drawn = 0;
    let shown = false;
    const work = Array.from({ length: 20 }, (_, i) => i);
    inSlices(
      work,
      () => (drawn += 1),
      () => (shown = true),
      clock,
    );
    expect(drawn).toBe(0); // nothing in the caller's task
    while (runTask()) drawnPerTask.push(drawn - drawnPerTask.reduce((a, b) => a + b, 0));
    expect(shown).toBe(true);
    expect(drawn).toBe(20);
    expect(drawnPerTask.length).toBeGreaterThan(1);
    for (const count of drawnPerTask) expect(count).toBeLessThanOrEqual(SLICE_MS);
  });

  it('draws at least one piece per task, however slow a piece is', () => {
    const { clock, runTask } = fakeClock(SLICE_MS * 3);
    let drawn = 0;
    inSlices(
      [1, 2, 3],
      () => (drawn += 1),
      () => {},
      clock,
    );
    runTask();
    expect(drawn).toBe(1);
    runTask();
    expect(drawn).toBe(2);
  });

  it('once cancelled (a newer rebuild), neither draws on nor shows the old markers', () => {
    const { clock, runTask } = fakeClock(1);
    let drawn = 0;
    let shown = false;
    const cancel = inSlices(
      Array.from({ length: 50 }, (_, i) => i),
      () => (drawn += 1),
      () => (shown = true),
      clock,
    );
    runTask();
    const before = drawn;
    cancel();
    while (runTask()) {}
    expect(drawn).toBe(before);
    expect(shown).toBe(false);
  });
});
