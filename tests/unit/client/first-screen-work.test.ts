import { beforeEach, describe, expect, it, vi } from 'vitest';

type FirstScreenWork = typeof import('../../../src/client/app/first-screen-work');

/** Work that settles when told, either way. */
function controlledWork() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the first screen’s work (what the service worker waits for)', () => {
  let work: FirstScreenWork;
  beforeEach(async () => {
    vi.resetModules();
    work = await import('../../../src/client/app/first-screen-work');
  });

  it('settles at once when the first screen marked no work', async () => {
    expect(await hasSettled(work.firstScreenWorkSettled())).toBe(true);
  });

  it('waits for every piece of marked work, a failed one included', async () => {
    const download = controlledWork();
    const other = controlledWork();
    work.firstScreenWork(download.promise);
    work.firstScreenWork(other.promise);
    const settled = work.firstScreenWorkSettled();
    expect(await hasSettled(settled)).toBe(false);
    download.reject(new Error('offline'));
    expect(await hasSettled(settled)).toBe(false);
    other.resolve();
    expect(await hasSettled(settled)).toBe(true);
  });

  it('waits for work marked while it waits', async () => {
    const first = controlledWork();
    const second = controlledWork();
    work.firstScreenWork(first.promise);
    const settled = work.firstScreenWorkSettled();
    work.firstScreenWork(second.promise);
    first.resolve();
    expect(await hasSettled(settled)).toBe(false);
    second.resolve();
    expect(await hasSettled(settled)).toBe(true);
  });

  it('keeps no work marked once the first screen has settled', async () => {
    await work.firstScreenWorkSettled();
    const later = controlledWork();
    work.firstScreenWork(later.promise);
    expect(await hasSettled(work.firstScreenWorkSettled())).toBe(true);
  });
});
