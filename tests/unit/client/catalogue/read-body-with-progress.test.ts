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
  it('reports the bytes received after every chunk and returns the whole body', async () => {
    const seen: DownloadProgress[] = [];
    const body = await readBodyWithProgress(chunked(['{"a":', '"京都"', '}']), 16, (p) =>
      seen.push(p),
    );
    expect(new TextDecoder().decode(body)).toBe('{"a":"京都"}');
    expect(seen).toEqual([
      { received: 5, total: 16 },
      { received: 13, total: 16 },
      { received: 14, total: 16 },
    ]);
  });

  it('passes an unknown total on as null', async () => {
    const seen: DownloadProgress[] = [];
    await readBodyWithProgress(chunked(['ab']), null, (p) => seen.push(p));
    expect(seen).toEqual([{ received: 2, total: null }]);
  });

  it('reads a response without a body', async () => {
    const body = await readBodyWithProgress(new Response(null), null);
    expect(body.byteLength).toBe(0);
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
