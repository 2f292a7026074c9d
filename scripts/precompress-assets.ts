// Writes a .br and a .gz beside every compressible file of the built client (dist/client),
// once, at the highest levels. The server sends them as they are (@fastify/static's
// preCompressed) instead of compressing every response again: before, each request for the
// app's JavaScript ran brotli on the server, costing CPU per visitor and, on a small
// machine, taking a core from the browser while the page started (docs/PERF.md P6). Files that do
// not shrink by at least a tenth are left without copies.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, compression saves less than the headers it costs (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes the copies under `clientDir`; answers how many files got them. */
export async function precompressClient(clientDir: string): Promise<number> {
  let written = 0;
  for await (const file of files(clientDir)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    if (br.length > body.length * 0.9) continue;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written++;
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  const written = await precompressClient(clientDir);
  console.log(`precompressed ${written} files in ${path.relative(process.cwd(), clientDir)}`);
}
