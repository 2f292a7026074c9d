/** How much of a download has arrived. `total` is null when the server did not say. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Reads a size header; anything that is not a positive integer gives null. */
export function parseByteLength(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const value = Number(header);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/**
 * Reads a response body chunk by chunk, handing each piece to `onChunk` as it
 * arrives (the catalogue is parsed while it downloads) and reporting the
 * decoded bytes received so far. The browser has already undone the
 * brotli/gzip encoding, so the counts are decoded bytes: compare them with the
 * decoded size the server sends (x-uncompressed-length), never with
 * Content-Length, which is the compressed size. Returns the bytes received.
 */
export async function readBodyWithProgress(
  response: Response,
  total: number | null,
  handlers: {
    onChunk: (bytes: Uint8Array) => void;
    onProgress?: (progress: DownloadProgress) => void;
  },
): Promise<number> {
  const { onChunk, onProgress } = handlers;
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.byteLength > 0) onChunk(whole);
    onProgress?.({ received: whole.byteLength, total: total ?? whole.byteLength });
    return whole.byteLength;
  }
  const reader = response.body.getReader();
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onChunk(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return received;
}
