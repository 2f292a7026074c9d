/**
 * The compression itself, shared by the photo worker (OffscreenCanvas) and the page's
 * fallback (a <canvas> element): decode upright, fit into FIRST_PASS and encode; when that is
 * still over SECOND_PASS_ABOVE_BYTES, do it again with SECOND_PASS.
 */
import {
  COMPRESSED_PHOTO_TYPE,
  type CompressionPass,
  FIRST_PASS,
  fitWithin,
  SECOND_PASS,
  SECOND_PASS_ABOVE_BYTES,
} from './photo-rules';

export type CompressedPhoto = { blob: Blob; width: number; height: number };

/**
 * The photo could not be decoded (not an image the browser reads, or a broken file) or not
 * encoded (no 2D canvas, out of memory). The form says to try another image and clears the
 * input. Out of the worker it arrives as a plain Error (comlink keeps the message, not the
 * class); photo-compressor.ts then retries on the page, which throws its own instance.
 */
export class PhotoProcessingError extends Error {
  override name = 'PhotoProcessingError';
  constructor(
    readonly reason: 'decode' | 'encode',
    options?: { cause?: unknown },
  ) {
    super(`visit photo could not be processed (${reason})`, options);
  }
}

/** The drawing calls the compression makes; both kinds of 2D context have them. */
export type PhotoContext = Pick<
  CanvasRenderingContext2D,
  'drawImage' | 'fillRect' | 'fillStyle' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
>;

/** A canvas of a given size, whichever kind the thread has. */
export type PhotoCanvas = {
  /** Null when the browser gives no 2D context (e.g. OffscreenCanvas with WebGL only). */
  context: PhotoContext | null;
  /** Resolves null (or rejects) when the browser cannot encode. */
  encode: (type: string, quality: number) => Promise<Blob | null>;
  /** Frees the pixels now: mobile Safari caps the memory of all canvases together. */
  release: () => void;
};

export type CanvasFactory = (width: number, height: number) => PhotoCanvas;

/** For the worker. */
export const offscreenCanvasFactory: CanvasFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};

/** For the page, when there is no worker or no OffscreenCanvas. */
export const elementCanvasFactory: CanvasFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality)),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};

async function decodeUpright(photo: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') throw new PhotoProcessingError('decode');
  try {
    // 'from-image' applies the EXIF orientation: phones store most photos sideways.
    return await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch (first) {
    // Browsers from before 'from-image' existed reject the option value itself (TypeError)
    // and apply the orientation by default; a broken file fails here again.
    if (!(first instanceof TypeError)) throw new PhotoProcessingError('decode', { cause: first });
    try {
      return await createImageBitmap(photo);
    } catch (cause) {
      throw new PhotoProcessingError('decode', { cause });
    }
  }
}

async function drawAndEncode(
  createCanvas: CanvasFactory,
  bitmap: ImageBitmap,
  pass: CompressionPass,
): Promise<CompressedPhoto> {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, pass.maxWidth, pass.maxHeight);
  let canvas: PhotoCanvas;
  try {
    canvas = createCanvas(width, height);
  } catch (cause) {
    throw new PhotoProcessingError('encode', { cause });
  }
  try {
    const { context } = canvas;
    if (!context) throw new PhotoProcessingError('encode');
    // JPEG has no transparency: without a background, transparent PNG/GIF areas turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    // A 12-megapixel photo shrinks about 3×: the default (low) smoothing would alias.
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    let blob: Blob | null;
    try {
      blob = await canvas.encode(COMPRESSED_PHOTO_TYPE, pass.quality);
    } catch (cause) {
      throw new PhotoProcessingError('encode', { cause });
    }
    if (!blob || blob.size === 0) throw new PhotoProcessingError('encode');
    return { blob, width, height };
  } finally {
    canvas.release();
  }
}

/**
 * Compresses a visit photo on the canvases `createCanvas` makes. Both passes draw from the
 * decoded original, not from the first JPEG, so the second pass adds no generation loss.
 */
export async function compressPhotoOn(
  createCanvas: CanvasFactory,
  photo: Blob,
): Promise<CompressedPhoto> {
  const bitmap = await decodeUpright(photo);
  try {
    const first = await drawAndEncode(createCanvas, bitmap, FIRST_PASS);
    if (first.blob.size <= SECOND_PASS_ABOVE_BYTES) return first;
    return await drawAndEncode(createCanvas, bitmap, SECOND_PASS);
  } finally {
    // The decoded original of a 12-megapixel photo holds 48 MB.
    bitmap.close();
  }
}
