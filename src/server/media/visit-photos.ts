import sharp, { type Metadata } from 'sharp';
import { VISIT_PHOTO_MAX_PIXELS } from '../../shared/api/visits';
import { COMPRESSED_PHOTO_MAX_BYTES } from '../../shared/limits';
import { contentTypeOf, type MediaExtension, type MediaStore } from './media-store';

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

/** A photo ready to store and its thumbnail (WebP), not yet on disk. */
export type EncodedPhoto = {
  photo: Buffer;
  /** The photo's format: 'jpg' when kept as sent, 'webp' when re-encoded. */
  extension: MediaExtension;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/** JPEG's end-of-image marker, the last two bytes of a file that carries nothing after it. */
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * Whether the photo can be stored byte for byte as it was sent: what the app's compression
 * sends (SPEC.md §5), a canvas's JPEG: upright, with no metadata at all (no GPS, camera or
 * time, no colour profile), one image in sRGB or grey, within the stored photo's size and
 * the app's weight, with nothing after its end. Re-encoding such a photo would cost the
 * server most of an upload's CPU and lose detail to a second lossy pass, for a file no
 * smaller (docs/PERF.md P11). Anything else, including every photo sent by other means with
 * its camera's metadata, is re-encoded.
 */
function keptAsSent(input: Buffer, metadata: Metadata): boolean {
  return (
    metadata.format === 'jpeg' &&
    input.length <= COMPRESSED_PHOTO_MAX_BYTES &&
    input.subarray(-2).equals(JPEG_END) &&
    (metadata.space === 'srgb' || metadata.space === 'b-w') &&
    (metadata.orientation ?? 1) === 1 &&
    (metadata.pages ?? 1) === 1 &&
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.iptc &&
    !metadata.icc &&
    !metadata.gainMap &&
    (metadata.width ?? 0) <= PHOTO_MAX_SIDE &&
    (metadata.height ?? 0) <= PHOTO_MAX_SIDE
  );
}

/** The list and feed size, from the photo as sent (upright whatever its orientation). */
function thumbnailOf(input: Buffer, failOn: 'error' | 'warning'): Promise<Buffer> {
  return sharp(input, { limitInputPixels: VISIT_PHOTO_MAX_PIXELS, failOn })
    .rotate()
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70, effort: WEBP_EFFORT })
    .toBuffer();
}

/**
 * Makes a visit photo ready to store: kept as sent when the app compressed it (keptAsSent),
 * otherwise decoded and re-encoded as WebP, upright and without any metadata (GPS, camera,
 * time); with a small thumbnail for lists and the feed either way.
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
  if (keptAsSent(input, metadata)) {
    // Its thumbnail decodes every byte of it: a photo with any damage the decoder notices is
    // re-encoded below instead of being stored as it came.
    const thumbnail = await thumbnailOf(input, 'warning').catch(() => null);
    if (thumbnail) {
      const { width = 0, height = 0 } = metadata;
      return { photo: input, extension: 'jpg', thumbnail, width, height };
    }
  }
  try {
    // Both sizes from the photo as sent, side by side: the thumbnail is not made by
    // decoding the WebP just encoded.
    const [photo, thumbnail] = await Promise.all([
      sharp(input, options)
        .rotate()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true }),
      thumbnailOf(input, 'error'),
    ]);
    const { width, height } = photo.info;
    return { photo: photo.data, extension: 'webp', thumbnail, width, height };
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
    path: await media.store('visits', encoded.photo, encoded.extension),
    thumbnailPath: await media.store('visits/thumbnails', encoded.thumbnail, 'webp'),
    width: encoded.width,
    height: encoded.height,
    bytes: encoded.photo.length,
    contentType: contentTypeOf(encoded.extension),
  };
}

/** Encodes and stores at once, for the demo's seeding (no request, no quota). */
export async function storeVisitPhoto(media: MediaStore, input: Buffer): Promise<StoredPhoto> {
  return writeVisitPhoto(media, await encodeVisitPhoto(input));
}
