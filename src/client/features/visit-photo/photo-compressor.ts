/**
 * The page's way to compress a chosen visit photo: in a worker when the browser can draw off
 * the main thread, otherwise (or should the worker fail) on the page itself.
 */
import { type Remote, wrap } from 'comlink';
import {
  type CompressedPhoto,
  compressPhotoOn,
  elementCanvasFactory,
  PhotoProcessingError,
} from './compress-photo';
import type { PhotoWorkerApi } from './photo-worker';

export type { CompressedPhoto };
export { PhotoProcessingError };

/**
 * Whether the worker path can work at all. Safari before 16.4 has workers but no
 * OffscreenCanvas; the page is then the only place with a canvas.
 */
export function canCompressInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

type StartedWorker = {
  worker: Worker;
  api: Remote<PhotoWorkerApi>;
  /** Rejects if the worker cannot run (its script failed to load, or it crashed). */
  failed: Promise<never>;
};

function startWorker(): StartedWorker {
  const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), {
    type: 'module',
    name: 'visit-photo',
  });
  // 'messageerror' too: a message that cannot be read would leave comlink waiting forever.
  const failed = new Promise<never>((_, reject) => {
    const fail = () => reject(new Error('visit photo worker failed'));
    worker.addEventListener('error', fail, { once: true });
    worker.addEventListener('messageerror', fail, { once: true });
  });
  failed.catch(() => {}); // observed by compressInWorker when it matters
  return { worker, api: wrap<PhotoWorkerApi>(worker), failed };
}

let prepared: StartedWorker | null = null;

/**
 * Starts the next compression's worker ahead, e.g. when the file picker opens, so its
 * start-up (tens of milliseconds) overlaps the person choosing a photo.
 */
export function prepareVisitPhotoCompressor(): void {
  if (!canCompressInWorker()) return;
  try {
    prepared ??= startWorker();
  } catch {
    // compressVisitPhoto falls back to the page
  }
}

/**
 * One worker per photo, stopped when it is done: a photo is chosen at most a few times per
 * visit record, an idle worker would hold its memory for nothing, and terminating is the sure
 * way to drop the decoded original (48 MB for 12 megapixels) at once. The price, a worker
 * start-up of tens of milliseconds per photo next to a 12-megapixel compression of hundreds,
 * is hidden by prepareVisitPhotoCompressor.
 * Rejects with whatever went wrong, including the worker failing to start or crashing.
 */
export async function compressInWorker(photo: Blob): Promise<CompressedPhoto> {
  const { worker, api, failed } = prepared ?? startWorker();
  prepared = null;
  try {
    return await Promise.race([api.compress(photo), failed]);
  } finally {
    worker.terminate();
  }
}

/**
 * The fallback: the same compression on a <canvas> element. The page freezes while the photo
 * is drawn (and, in browsers that encode synchronously, while it is encoded).
 */
export async function compressOnMainThread(photo: Blob): Promise<CompressedPhoto> {
  try {
    return await compressPhotoOn(elementCanvasFactory, photo);
  } catch (cause) {
    throw cause instanceof PhotoProcessingError
      ? cause
      : new PhotoProcessingError('encode', { cause });
  }
}

/**
 * Compresses a chosen visit photo (checked with checkVisitPhoto first) to a JPEG of at most
 * 1280×720, or 800×600 when that is still over 1 MB. Rejects only with PhotoProcessingError:
 * the form then says to try another image and clears the input.
 *
 * Any worker failure is retried on the page rather than judged: an undecodable file fails
 * again there quickly, while a worker-only problem (a missing 2D context on OffscreenCanvas,
 * a worker script that did not load offline) still gets the photo compressed.
 */
export async function compressVisitPhoto(photo: Blob): Promise<CompressedPhoto> {
  if (canCompressInWorker()) {
    try {
      return await compressInWorker(photo);
    } catch {
      // fall through to the page
    }
  }
  return await compressOnMainThread(photo);
}
