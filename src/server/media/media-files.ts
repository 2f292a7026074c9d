import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Stores bytes under <media>/<folder>/<sha256 prefix>.<ext> and returns the
 * /media/ path. Named by content: a name never changes meaning (so it can be
 * cached forever), the same file is stored once, and writing it again (a
 * replayed upload) is harmless. Written to a temporary name first, so a
 * reader never sees half a file.
 */
export async function storeMediaFile(
  mediaDir: string,
  folder: string,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  const dir = path.join(mediaDir, folder);
  const target = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
  return `/media/${folder}/${name}`;
}

/**
 * Deletes a stored file by the /media/ path storeMediaFile gave it (an avatar, a visit photo
 * or its thumbnail); any other path is left alone. The caller makes sure no row still
 * points at it: identical bytes of two people share one file.
 */
export async function removeMediaFile(mediaDir: string, mediaPath: string): Promise<void> {
  const match = /^\/media\/((?:avatars|visits|visits\/thumbnails)\/[0-9a-f]{32}\.webp)$/.exec(
    mediaPath,
  );
  if (!match?.[1]) return;
  await rm(path.join(mediaDir, match[1]), { force: true });
}
