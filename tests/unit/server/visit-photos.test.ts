import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noisyPhoto } from '../../../bench/noisy-photo';
import {
  FIRST_PASS,
  fitWithin,
  SECOND_PASS_ABOVE_BYTES,
} from '../../../src/client/features/visit-photo/photo-rules';
import { encodeVisitPhoto } from '../../../src/server/media/visit-photos';

/** A photo as the app's compression sends it: a canvas's JPEG, fitted into the first pass. */
function appPhoto(width = 960, height = 720): Promise<Buffer> {
  return noisyPhoto(width, height, Math.round(FIRST_PASS.quality * 100));
}

const fixture = (name: string) =>
  readFile(new URL(`../../fixtures/images/${name}`, import.meta.url));

async function thumbnailSize(thumbnail: Buffer) {
  const { format, width, height } = await sharp(thumbnail).metadata();
  return { format, width, height };
}

describe('visit photos: kept as the app sent them, or re-encoded (docs/PERF.md P11)', () => {
  it('keeps the JPEG the app compressed byte for byte, with a WebP thumbnail', async () => {
    const { width, height } = fitWithin(4_000, 3_000, FIRST_PASS.maxWidth, FIRST_PASS.maxHeight);
    const sent = await appPhoto(width, height);
    const ready = await encodeVisitPhoto(sent);
    expect(ready.extension).toBe('jpg');
    expect(ready.photo.equals(sent)).toBe(true);
    expect({ width: ready.width, height: ready.height }).toEqual({ width: 960, height: 720 });
    expect(await thumbnailSize(ready.thumbnail)).toEqual({
      format: 'webp',
      width: 480,
      height: 360,
    });
  });

  it('re-encodes a camera JPEG: upright, without its GPS and camera', async () => {
    const ready = await encodeVisitPhoto(await fixture('photo-gps-rotated.jpg'));
    expect(ready.extension).toBe('webp');
    const stored = await sharp(ready.photo).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(stored.exif).toBeUndefined();
    expect({ width: ready.width, height: ready.height }).toEqual({ width: 48, height: 64 });
  });

  it('re-encodes a JPEG with bytes after its end, so nothing rides along to other travellers', async () => {
    const sent = Buffer.concat([await appPhoto(), Buffer.from('<script>alert(1)</script>')]);
    const ready = await encodeVisitPhoto(sent);
    expect(ready.extension).toBe('webp');
    expect(ready.photo.includes('<script>')).toBe(false);
  });

  it('re-encodes a JPEG with a colour profile or in CMYK into plain sRGB', async () => {
    const base = sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c04020' },
    });
    const withProfile = await base.clone().withIccProfile('p3').jpeg().toBuffer();
    const cmyk = await base.clone().toColourspace('cmyk').jpeg().toBuffer();
    for (const sent of [withProfile, cmyk]) {
      const ready = await encodeVisitPhoto(sent);
      expect(ready.extension).toBe('webp');
      const stored = await sharp(ready.photo).metadata();
      expect(stored.space).toBe('srgb');
      expect(stored.icc).toBeUndefined();
    }
  });

  it('re-encodes a JPEG larger than a stored photo, or heavier than the app ever sends', async () => {
    const large = await encodeVisitPhoto(await appPhoto(2_400, 1_200));
    expect(large).toMatchObject({ extension: 'webp', width: 2_048, height: 1_024 });

    const heavy = await sharp({
      create: {
        width: 2_000,
        height: 1_500,
        channels: 3,
        background: '#6a8caf',
        noise: { type: 'gaussian', mean: 120, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(SECOND_PASS_ABOVE_BYTES);
    const ready = await encodeVisitPhoto(heavy);
    expect(ready.extension).toBe('webp');
    expect(ready.photo.length).toBeLessThan(heavy.length);
  });

  it('re-encodes a damaged JPEG instead of storing it as it came', async () => {
    const sent = await appPhoto();
    const cut = Buffer.concat([sent.subarray(0, Math.floor(sent.length * 0.6)), sent.subarray(-2)]);
    const ready = await encodeVisitPhoto(cut);
    expect(ready.extension).toBe('webp');
    expect(ready.photo.equals(cut)).toBe(false);
  });

  it('re-encodes every other format to WebP', async () => {
    const ready = await encodeVisitPhoto(await fixture('landscape-800x600.png'));
    expect(ready).toMatchObject({ extension: 'webp', width: 800, height: 600 });
    expect(await thumbnailSize(ready.thumbnail)).toEqual({
      format: 'webp',
      width: 480,
      height: 360,
    });
  });
});
