import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storeMediaFile } from './media-files';

export const AVATAR_SIZE = 512;
const AVATAR_DIR = 'avatars';
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
 * with no metadata at all (no GPS, no camera data).
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

/** Stores an encoded avatar under <media>/avatars/, named by content; returns its /media/ path. */
export function storeAvatar(mediaDir: string, webp: Buffer): Promise<string> {
  return storeMediaFile(mediaDir, AVATAR_DIR, webp, 'webp');
}

/** Deletes a stored avatar by its /media/ path; anything else is left alone. */
export async function removeAvatar(mediaDir: string, mediaPath: string): Promise<void> {
  const match = /^\/media\/avatars\/([0-9a-f]{32}\.webp)$/.exec(mediaPath);
  if (!match?.[1]) return;
  await rm(path.join(mediaDir, AVATAR_DIR, match[1]), { force: true });
}
