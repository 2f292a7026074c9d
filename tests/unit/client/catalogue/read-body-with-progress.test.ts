import { describe, expect, it } from 'vitest';
import {
  type DownloadProgress,
  parseByteLength,
  readBodyWithProgress,
} from '../../../../src/client/features/catalogue/read-body-with-progress';

function chunked(parts: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }),
  );
}

describe('readBodyWithProgress', () => {
  it('hands on every chunk as it arrives and reports the bytes received after it', async () => {
    const seen: DownloadProgress[] = [];
    const chunks: string[] = [];
    const received = await readBodyWithProgress(chunked(['{"a":', '"京都"', '}']), 16, {
      onChunk: (bytes) => chunks.push(new TextDecoder().decode(bytes)),
      onProgress: (p) => seen.push(p),
    });
    expect(chunks).toEqual(['{"a":', '"京都"', '}']);
    expect(received).toBe(14);
    expect(seen).toEqual([
      { received: 5, total: 16 },
      { received: 13, total: 16 },
      { received: 14, total: 16 },
    ]);
  });

  it('passes an unknown total on as null', async () => {
    const seen: DownloadProgress[] = [];
    await readBodyWithProgress(chunked(['ab']), null, {
      onChunk: () => {},
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toEqual([{ received: 2, total: null }]);
  });

  it('reads a response without a body', async () => {
    const chunks: Uint8Array[] = [];
    const received = await readBodyWithProgress(new Response(null), null, {
      onChunk: (bytes) => chunks.push(bytes),
    });
    expect(received).toBe(0);
    expect(chunks).toEqual([]);
  });
});

describe('parseByteLength', () => {
  it('reads positive integers only', () => {
    expect(parseByteLength('2319376')).toBe(2_319_376);
    expect(parseByteLength(' 42 ')).toBe(42);
    for (const bad of [null, '', '0', '-5', '1.5', 'abc', '1e6']) {
      expect(parseByteLength(bad)).toBeNull();
    }
  });
});
