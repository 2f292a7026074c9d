import sharp, { type Metadata } from 'sharp';
import { VISIT_PHOTO_MAX_PIXELS } from '../../shared/api/visits';
import type { MediaStore } from './media-store';

/** What a visit photo may be, judged by its bytes (SPEC.md §5). */
const VISIT_PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Longest side of the stored photo; phones send far more than a feed shows. */
const PHOTO_MAX_SIDE = 2_048;
const THUMBNAIL_MAX_SIDE = 480;
/**
 * WebP's encoder effort, 0 (fastest) to 6; sharp's default is 4. At the same quality, 2
 * costs the server about half the CPU per photo and gives files of about the same size
 * (docs/PERF.md P11: the image worker yields the cores to the answers, but it uses them).
 */
const WEBP_EFFORT = 2;

export class UnsupportedPhoto extends Error {
  override name = 'UnsupportedPhoto';
  constructor(readonly reason: 'not_image' | 'too_many_pixels') {
    super(reason);
  }
}

export type StoredPhoto = {
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
};

/** A photo decoded and re-encoded, not yet on disk. */
export type EncodedPhoto = {
  photo: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/**
 * Decodes a visit photo and re-encodes it as WebP, upright and without any
 * metadata (GPS, camera, time), plus a small thumbnail for lists and the feed.
 * Writes nothing: the files are stored once the change is sure to run (writeVisitPhoto).
 * The server runs it in the image worker (image-work.ts), never on its own threads.
 */
export async function encodeVisitPhoto(input: Buffer): Promise<EncodedPhoto> {
  const options = { limitInputPixels: VISIT_PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedPhoto('not_image');
  }
  if (!metadata.format || !VISIT_PHOTO_FORMATS.has(metadata.format)) {
    throw new UnsupportedPhoto('not_image');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > VISIT_PHOTO_MAX_PIXELS) {
    throw new UnsupportedPhoto('too_many_pixels');
  }
  try {
    // Both sizes from the photo as sent, side by side: the thumbnail is not made by
    // decoding the WebP just encoded.
    const upright = sharp(input, options).rotate();
    const [photo, thumbnail] = await Promise.all([
      upright
        .clone()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70, effort: WEBP_EFFORT })
        .toBuffer(),
    ]);
    return { photo: photo.data, thumbnail, width: photo.info.width, height: photo.info.height };
  } catch {
    throw new UnsupportedPhoto('not_image');
  }
}

/** Stores an encoded photo and its thumbnail under visits/, named by content. */
export async function writeVisitPhoto(
  media: MediaStore,
  encoded: EncodedPhoto,
): Promise<StoredPhoto> {
  return {
    path: await media.store('visits', encoded.photo, 'webp'),
    thumbnailPath: await media.store('visits/thumbnails', encoded.thumbnail, 'webp'),
    width: encoded.width,
    height: encoded.height,
    bytes: encoded.photo.length,
    contentType: 'image/webp',
  };
}

/** Encodes and stores at once, for the demo's seeding (no request, no quota). */
export async function storeVisitPhoto(media: MediaStore, input: Buffer): Promise<StoredPhoto> {
  return writeVisitPhoto(media, await encodeVisitPhoto(input));
}
