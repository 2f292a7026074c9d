import { describe, expect, it } from 'vitest';
import {
  checkVisitPhoto,
  FIRST_PASS,
  fitWithin,
  SECOND_PASS,
  SECOND_PASS_ABOVE_BYTES,
  VISIT_PHOTO_MAX_BYTES,
} from '../../../../src/client/features/visit-photo/photo-rules';

const MB = 1024 * 1024;
const file = (overrides: Partial<{ size: number; type: string; name: string }>) => ({
  size: 2 * MB,
  type: 'image/jpeg',
  name: 'photo.jpg',
  ...overrides,
});

describe('checkVisitPhoto', () => {
  it('allows up to exactly 10 MB and refuses one byte more', () => {
    expect(VISIT_PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkVisitPhoto(file({ size: 10 * MB }))).toBeNull();
    expect(checkVisitPhoto(file({ size: 10 * MB - 1 }))).toBeNull();
    expect(checkVisitPhoto(file({ size: 10 * MB + 1 }))).toBe('too-large');
    // 10 MB in decimal units is still within the binary 10 MB.
    expect(checkVisitPhoto(file({ size: 10_000_000 }))).toBeNull();
    expect(checkVisitPhoto(file({ size: 50 * MB }))).toBe('too-large');
  });

  it('leaves an empty file to the decoder', () => {
    expect(checkVisitPhoto(file({ size: 0 }))).toBeNull();
  });

  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/JPEG'])(
    'accepts the type %s',
    (type) => {
      expect(checkVisitPhoto(file({ type, name: 'x.bin' }))).toBeNull();
    },
  );

  it.each([
    'image/heic',
    'image/heif',
    'image/avif',
    'image/bmp',
    'image/svg+xml',
    'image/tiff',
    'application/pdf',
    'video/mp4',
    'text/plain',
  ])('refuses the type %s, whatever the name says', (type) => {
    expect(checkVisitPhoto(file({ type, name: 'photo.jpg' }))).toBe('unsupported-type');
  });

  it.each([
    'photo.jpg',
    'photo.jpeg',
    'photo.JPG',
    'photo.JPEG',
    'scan.png',
    'anim.gif',
    'pic.webp',
    'my.holiday.photo.Jpeg',
  ])('judges %s by its extension when the type is empty', (name) => {
    expect(checkVisitPhoto(file({ type: '', name }))).toBeNull();
  });

  it.each(['photo.heic', 'photo', 'photo.', 'jpg', 'photo.jpg.exe', 'document.pdf', '.png.txt'])(
    'refuses %s when the type is empty',
    (name) => {
      expect(checkVisitPhoto(file({ type: '', name }))).toBe('unsupported-type');
    },
  );

  it('names the type before the size: shrinking a PDF would not help', () => {
    expect(checkVisitPhoto(file({ type: 'application/pdf', size: 20 * MB }))).toBe(
      'unsupported-type',
    );
    expect(checkVisitPhoto(file({ type: '', name: 'a.png', size: 20 * MB }))).toBe('too-large');
  });
});

describe('compression targets', () => {
  it('are those of the spec', () => {
    expect(FIRST_PASS).toEqual({ maxWidth: 1280, maxHeight: 720, quality: 0.6 });
    expect(SECOND_PASS).toEqual({ maxWidth: 800, maxHeight: 600, quality: 0.4 });
    expect(SECOND_PASS_ABOVE_BYTES).toBe(1024 * 1024);
  });
});

describe('fitWithin', () => {
  it('shrinks a 12-megapixel landscape photo to the height limit', () => {
    expect(fitWithin(4000, 3000, 1280, 720)).toEqual({ width: 960, height: 720 });
  });

  it('shrinks a 16:9 photo to exactly the box', () => {
    expect(fitWithin(3840, 2160, 1280, 720)).toEqual({ width: 1280, height: 720 });
  });

  it('shrinks a wide panorama to the width limit', () => {
    expect(fitWithin(8000, 2000, 1280, 720)).toEqual({ width: 1280, height: 320 });
  });

  it('shrinks a portrait photo to the height limit, the box not turned', () => {
    expect(fitWithin(3000, 4000, 1280, 720)).toEqual({ width: 540, height: 720 });
    expect(fitWithin(3000, 4000, 800, 600)).toEqual({ width: 450, height: 600 });
    expect(fitWithin(1080, 1920, 1280, 720)).toEqual({ width: 405, height: 720 });
  });

  it('never upscales', () => {
    expect(fitWithin(640, 480, 1280, 720)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1280, 720, 1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(1, 1, 1280, 720)).toEqual({ width: 1, height: 1 });
  });

  it('shrinks when only one side is over', () => {
    expect(fitWithin(1000, 1000, 1280, 720)).toEqual({ width: 720, height: 720 });
    expect(fitWithin(1281, 720, 1280, 720)).toEqual({ width: 1280, height: 719 });
  });

  it('keeps at least one pixel for an extreme strip', () => {
    expect(fitWithin(100_000, 10, 1280, 720)).toEqual({ width: 1280, height: 1 });
    expect(fitWithin(10, 100_000, 1280, 720)).toEqual({ width: 1, height: 720 });
  });

  it('returns whole pixels within the box, the aspect ratio kept to a pixel', () => {
    for (let width = 1; width <= 5000; width += 193) {
      for (let height = 1; height <= 5000; height += 181) {
        for (const pass of [FIRST_PASS, SECOND_PASS]) {
          const fitted = fitWithin(width, height, pass.maxWidth, pass.maxHeight);
          expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
          expect(fitted.width).toBeLessThanOrEqual(Math.min(width, pass.maxWidth));
          expect(fitted.height).toBeLessThanOrEqual(Math.min(height, pass.maxHeight));
          // One side meets its limit (or the photo is untouched).
          expect(
            fitted.width === Math.min(width, pass.maxWidth) ||
              fitted.height === Math.min(height, pass.maxHeight),
          ).toBe(true);
          // Both sides scaled alike, give or take the rounding to whole pixels.
          const scale = Math.min(1, pass.maxWidth / width, pass.maxHeight / height);
          expect(Math.abs(width * scale - fitted.width)).toBeLessThan(1);
          expect(Math.abs(height * scale - fitted.height)).toBeLessThan(1);
        }
      }
    }
  });

  it('refuses sizes that are not sizes', () => {
    expect(() => fitWithin(0, 100, 1280, 720)).toThrow(RangeError);
    expect(() => fitWithin(100, -1, 1280, 720)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100, 1280, 720)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0, 720)).toThrow(RangeError);
  });
});
