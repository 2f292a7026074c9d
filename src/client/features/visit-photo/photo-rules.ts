/**
 * What a visit photo may be before it is compressed and sent (SPEC.md, visit photo), and the
 * sizes it is compressed to. Pure: the form checks a chosen file with these before any
 * decoding starts, and the compressor (worker or page) sizes its canvases with them.
 */
import { COMPRESSED_PHOTO_MAX_BYTES, VISIT_PHOTO_MAX_BYTES } from '../../../shared/limits';

export { VISIT_PHOTO_MAX_BYTES };

/** Why a chosen file is refused; each has its own message (messages.ts). */
export type VisitPhotoProblem = 'too-large' | 'unsupported-type';

/** The file fields the checks read: a `File` has them, and tests need nothing more. */
export type ChosenFile = { size: number; type: string; name: string };

// `image/jpg` is not a registered type, but some Android file pickers report it.
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const ACCEPTED_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/** For the file input's `accept`, so the picker offers the same files the check allows. */
export const VISIT_PHOTO_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Null when the file may be used. The type is judged first: telling someone to shrink a PDF
 * below 10 MB would send them the wrong way. Browsers leave `type` empty when they do not
 * know the file (some pickers, some platforms), so then the name's extension decides; the
 * server checks the bytes themselves anyway.
 */
export function checkVisitPhoto(file: ChosenFile): VisitPhotoProblem | null {
  const type = file.type.trim().toLowerCase();
  const supported =
    type === '' ? ACCEPTED_EXTENSIONS.has(extensionOf(file.name)) : ACCEPTED_TYPES.has(type);
  if (!supported) return 'unsupported-type';
  if (file.size > VISIT_PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

/** One compression pass: the box the photo is fitted into and the JPEG quality. */
export type CompressionPass = Readonly<{ maxWidth: number; maxHeight: number; quality: number }>;

export const FIRST_PASS: CompressionPass = { maxWidth: 1280, maxHeight: 720, quality: 0.6 };
export const SECOND_PASS: CompressionPass = { maxWidth: 800, maxHeight: 600, quality: 0.4 };
/** A first-pass result larger than this (bytes) is compressed again with SECOND_PASS. */
export const SECOND_PASS_ABOVE_BYTES = COMPRESSED_PHOTO_MAX_BYTES;

/**
 * Every photo leaves the device as JPEG, whatever it was: the server keeps such a JPEG as it
 * is sent (a canvas writes it upright and without metadata) and makes only its thumbnail,
 * every browser's canvas can encode JPEG (WebP encoding is missing in older Safari), and one
 * output type keeps the code simple.
 * Transparent areas of a PNG or GIF become white (compress-photo.ts); that is acceptable for
 * a travel photo.
 */
export const COMPRESSED_PHOTO_TYPE = 'image/jpeg';

/**
 * The largest whole-pixel size with the photo's aspect ratio that fits in maxWidth×maxHeight;
 * a photo that already fits keeps its size (never upscaled). The box is not turned for
 * portrait photos: the spec's limit is 1280×720, so a 3000×4000 photo becomes 540×720.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  for (const value of [width, height, maxWidth, maxHeight]) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`not a size: ${value}`);
  }
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  if (scale === 1) return { width: Math.round(width), height: Math.round(height) };
  // Rounding the scaled side cannot exceed its limit: the scaled value is at most the limit,
  // an integer. At least one pixel, for a panorama thousands of times wider than high.
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}
