import sharp from 'sharp';
import type { MediaStore } from './media-store';

export const AVATAR_SIZE = 512;
/**
 * The formats a profile picture may come in (the form says "JPEG・PNG・GIF・WebP"). sharp
 * decodes more (TIFF, HEIF, AVIF, SVG…), but every extra decoder is attack surface for a
 * file anyone can upload.
 */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: ~50 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImage extends Error {
  override name = 'NotAnImage';
}

/**
 * Judges an upload by its bytes, never its name or declared type, and
 * re-encodes it: upright (EXIF orientation applied), at most 512×512, WebP,
 * with no metadata at all (no GPS, no camera data). Run in the image worker (image-work.ts).
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw new NotAnImage();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new NotAnImage();
  try {
    return await sharp(input, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImage();
  }
}

/** Stores an encoded avatar under avatars/, named by content; returns its /media/ path. */
export function storeAvatar(media: MediaStore, webp: Buffer): Promise<string> {
  return media.store('avatars', webp, 'webp');
}

/** Deletes a stored avatar by its /media/ path; anything but an avatar is left alone. */
export async function removeAvatar(media: MediaStore, mediaPath: string): Promise<void> {
  if (mediaPath.startsWith('/media/avatars/')) await media.remove(mediaPath);
}
