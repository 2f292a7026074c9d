/**
 * The export ZIP, written as a stream: each file is added and finished before the next, and
 * every chunk the archive produces is handed to `write` and awaited, so the writer holds
 * one chunk at a time and a slow reader slows the writing (constant memory, E1).
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ArchiveChunks = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

export type ExportArchive = {
  /** Adds one file; `compress` false for photos, which are compressed already. */
  file(name: string, chunks: ArchiveChunks, options?: { compress?: boolean }): Promise<void>;
  /** Writes the ZIP's directory: the archive is complete once this resolves. */
  end(): Promise<void>;
};

export function createExportArchive(
  write: (chunk: Uint8Array) => Promise<void>,
  modified: Date,
): ExportArchive {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    for (let chunk = ready.shift(); chunk; chunk = ready.shift()) await write(chunk);
  };
  return {
    async file(name, chunks, options = {}) {
      const entry =
        options.compress === false ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      entry.mtime = modified;
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        await flush();
      }
      entry.push(new Uint8Array(0), true);
      await flush();
    },
    async end() {
      zip.end();
      await flush();
    },
  };
}
