import sharp from 'sharp';

/**
 * A phone-like photo: a JPEG of gaussian noise over a sky blue, so decoding and encoding it
 * take real work, as a camera's photo does (a flat picture would compress to nothing). The
 * scale bench uploads it; the image tests encode it.
 */
export function noisyPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}
