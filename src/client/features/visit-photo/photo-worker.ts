/**
 * The photo worker: decodes and re-encodes a chosen visit photo on an OffscreenCanvas, so the
 * page stays responsive while a 12-megapixel photo is handled. Started by photo-compressor.ts.
 */
import { expose } from 'comlink';
import { compressPhotoOn, offscreenCanvasFactory } from './compress-photo';

const api = {
  // A Blob crosses threads as a handle to the same bytes, not a copy: no transfer needed.
  compress: (photo: Blob) => compressPhotoOn(offscreenCanvasFactory, photo),
};

export type PhotoWorkerApi = typeof api;

expose(api);
