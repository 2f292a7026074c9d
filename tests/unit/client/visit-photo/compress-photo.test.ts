import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CanvasFactory,
  compressPhotoOn,
  PhotoProcessingError,
} from '../../../../src/client/features/visit-photo/compress-photo';

const MB = 1024 * 1024;

type Drawn = { width: number; height: number; quality: number; type: string };

/**
 * Canvases that record what was drawn and encoded; `sizes` are the byte sizes the encoder
 * returns, one per pass.
 */
function fakeCanvases(sizes: Array<number | null | Error>) {
  const drawn: Drawn[] = [];
  let released = 0;
  const factory: CanvasFactory = (width, height) => ({
    context: {
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
    },
    encode: async (type, quality) => {
      drawn.push({ width, height, quality, type });
      const size = sizes[drawn.length - 1];
      if (size instanceof Error) throw size;
      if (size === null || size === undefined) return null;
      return new Blob([new Uint8Array(size)], { type });
    },
    release: () => {
      released++;
    },
  });
  return { factory, drawn, released: () => released };
}

function decodesTo(width: number, height: number) {
  const close = vi.fn();
  const decode = vi.fn(async () => ({ width, height, close }));
  vi.stubGlobal('createImageBitmap', decode);
  return { decode, close };
}

const photo = new Blob([new Uint8Array(16)], { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('compressPhotoOn', () => {
  it('stops after the first pass when it is at most 1 MB', async () => {
    const { decode, close } = decodesTo(4000, 3000);
    const canvases = fakeCanvases([MB]);
    const result = await compressPhotoOn(canvases.factory, photo);
    expect(result.width).toBe(960);
    expect(result.height).toBe(720);
    expect(result.blob.size).toBe(MB);
    expect(result.blob.type).toBe('image/jpeg');
    expect(canvases.drawn).toEqual([{ width: 960, height: 720, quality: 0.6, type: 'image/jpeg' }]);
    expect(decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalledOnce();
    expect(canvases.released()).toBe(1);
  });

  it('compresses again to 800×600 at 0.4 when the first pass is over 1 MB', async () => {
    const { close } = decodesTo(4000, 3000);
    const canvases = fakeCanvases([MB + 1, 300_000]);
    const result = await compressPhotoOn(canvases.factory, photo);
    expect(canvases.drawn).toEqual([
      { width: 960, height: 720, quality: 0.6, type: 'image/jpeg' },
      { width: 800, height: 600, quality: 0.4, type: 'image/jpeg' },
    ]);
    expect(result).toMatchObject({ width: 800, height: 600 });
    expect(result.blob.size).toBe(300_000);
    expect(close).toHaveBeenCalledOnce();
    expect(canvases.released()).toBe(2);
  });

  it('keeps a small photo at its size', async () => {
    decodesTo(640, 480);
    const canvases = fakeCanvases([50_000]);
    expect(await compressPhotoOn(canvases.factory, photo)).toMatchObject({
      width: 640,
      height: 480,
    });
  });

  it('fits a portrait photo into the same box', async () => {
    decodesTo(3000, 4000);
    const canvases = fakeCanvases([2 * MB, 200_000]);
    await compressPhotoOn(canvases.factory, photo);
    expect(canvases.drawn.map(({ width, height }) => [width, height])).toEqual([
      [540, 720],
      [450, 600],
    ]);
  });

  it('throws PhotoProcessingError(decode) for a file the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const error = await compressPhotoOn(fakeCanvases([]).factory, photo).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoProcessingError);
    expect(error.reason).toBe('decode');
  });

  it('retries without options where the browser does not know imageOrientation', async () => {
    const close = vi.fn();
    const decode = vi.fn(async (_blob: Blob, options?: object) => {
      if (options) throw new TypeError("The provided value 'from-image' is not a valid enum");
      return { width: 100, height: 100, close };
    });
    vi.stubGlobal('createImageBitmap', decode);
    const result = await compressPhotoOn(fakeCanvases([1000]).factory, photo);
    expect(result).toMatchObject({ width: 100, height: 100 });
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('throws PhotoProcessingError(decode) where createImageBitmap is missing', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    await expect(compressPhotoOn(fakeCanvases([]).factory, photo)).rejects.toMatchObject({
      name: 'PhotoProcessingError',
      reason: 'decode',
    });
  });

  it.each([
    ['no blob', null],
    ['an empty blob', 0],
    ['a rejection', new Error('encoding failed')],
  ])('throws PhotoProcessingError(encode) when encoding gives %s', async (_, outcome) => {
    const { close } = decodesTo(4000, 3000);
    const canvases = fakeCanvases([outcome]);
    const error = await compressPhotoOn(canvases.factory, photo).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoProcessingError);
    expect(error.reason).toBe('encode');
    expect(close).toHaveBeenCalledOnce();
    expect(canvases.released()).toBe(1);
  });

  it('throws PhotoProcessingError(encode) when there is no 2D context', async () => {
    decodesTo(4000, 3000);
    const factory: CanvasFactory = () => ({
      context: null,
      encode: async () => null,
      release: () => {},
    });
    await expect(compressPhotoOn(factory, photo)).rejects.toMatchObject({ reason: 'encode' });
  });
});
