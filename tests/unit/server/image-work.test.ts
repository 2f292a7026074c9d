import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { noisyPhoto } from '../../../bench/noisy-photo';
import { NotAnImage } from '../../../src/server/media/avatars';
import { type ImageWork, imageWork } from '../../../src/server/media/image-work';
import { UnsupportedPhoto } from '../../../src/server/media/visit-photos';

/** A phone-like photo at a camera app's quality. */
function photo(width = 1280, height = 960): Promise<Buffer> {
  return noisyPhoto(width, height, 78);
}

/** The image workers this test process has started and that still run (Linux /proc). */
function runningWorkers(): number[] {
  const children = readdirSync('/proc/self/task').flatMap((thread) =>
    readFileSync(`/proc/self/task/${thread}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  return children.map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-work-process');
    } catch {
      return false;
    }
  });
}

/** The nice value of every thread of a process (field 19 of each thread's stat). */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

// Each test starts real worker processes, which load tsx and the image library: seconds on
// two cores busy with the other test files.
describe('image work (docs/PERF.md P11)', { timeout: 30_000 }, () => {
  let work: ImageWork | undefined;
  afterEach(async () => {
    await work?.close();
    work = undefined;
  });

  it('encodes a visit photo and a picture in a worker process, every thread of it at a lower priority than the server', async () => {
    work = imageWork();
    const encoded = await work.visitPhoto(await photo());
    expect(encoded).toMatchObject({ width: 1280, height: 960, extension: 'jpg' });
    expect((await sharp(encoded.thumbnail).metadata()).width).toBe(480);
    const avatar = await work.avatar(await photo(800, 600));
    expect(await sharp(avatar).metadata()).toMatchObject({ format: 'webp', width: 512 });

    const [worker] = runningWorkers();
    expect(worker).toBeDefined();
    const niceness = threadNiceness(worker as number);
    expect(niceness.length).toBeGreaterThan(1);
    expect(new Set(niceness)).toEqual(new Set([10]));
    expect(threadNiceness(process.pid)).not.toContain(10);
  });

  it('answers an upload that is no image with the refusal the traveller is shown', async () => {
    work = imageWork();
    const notAnImage = Buffer.from('GIF89a, or so it says');
    await expect(work.visitPhoto(notAnImage)).rejects.toEqual(new UnsupportedPhoto('not_image'));
    await expect(work.avatar(notAnImage)).rejects.toBeInstanceOf(NotAnImage);
    // The worker is still there for the next upload.
    await expect(work.visitPhoto(await photo(640, 480))).resolves.toMatchObject({ width: 640 });
  });

  it('a worker that dies fails only the uploads it held; the next upload starts a new one', async () => {
    work = imageWork();
    await work.visitPhoto(await photo(320, 240));
    const [first] = runningWorkers();
    const held = work.visitPhoto(await photo());
    // Once the request has left (the decode queue hands it over a moment later).
    await new Promise((resolve) => setImmediate(resolve));
    process.kill(first as number, 'SIGKILL');
    await expect(held).rejects.toThrow(/image worker ended \(SIGKILL\)/);
    await expect(work.visitPhoto(await photo(320, 240))).resolves.toMatchObject({ width: 320 });
    expect(runningWorkers()).not.toContain(first);
    expect(runningWorkers()).toHaveLength(1);
  });

  it('closing ends the worker', async () => {
    work = imageWork();
    await work.visitPhoto(await photo(320, 240));
    expect(runningWorkers()).toHaveLength(1);
    await work.close();
    expect(runningWorkers()).toEqual([]);
  });
});
