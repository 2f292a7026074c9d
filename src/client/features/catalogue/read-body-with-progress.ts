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
 * Reads a response body chunk by chunk, reporting the decoded bytes received
 * so far. The browser has already undone the brotli/gzip encoding, so the
 * counts are decoded bytes: compare them with the decoded size the server
 * sends (x-uncompressed-length), never with Content-Length, which is the
 * compressed size.
 */
export async function readBodyWithProgress(
  response: Response,
  total: number | null,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onProgress?.({ received: whole.byteLength, total: total ?? whole.byteLength });
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
