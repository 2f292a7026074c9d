/**
 * At start, files of the media folder no row names are removed: what a crash left between a
 * commit and its cleanup (media-cleanup-service.ts), half-written temporary files, photos of
 * changes that were refused after their file was stored. A file younger than an hour is
 * left alone: its upload may not have committed yet (another app instance, a slow request).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/connect';
import { removeMediaFile } from '../media/media-files';
import { mediaInUse } from '../repositories/media-references-repository';

const FOLDERS = ['visits', 'visits/thumbnails', 'avatars'] as const;
const GRACE_MS = 60 * 60 * 1000;
const CHECK_BATCH = 500;
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
const TEMPORARY_NAME = /^\.[0-9a-f-]{36}\.tmp$/;

export async function sweepUnreferencedMedia(
  db: Database,
  mediaDir: string,
  now = Date.now(),
): Promise<{ removed: number }> {
  let removed = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(mediaDir, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    const stored: string[] = [];
    for (const name of names) {
      if (!STORED_NAME.test(name) && !TEMPORARY_NAME.test(name)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < GRACE_MS) continue;
      if (TEMPORARY_NAME.test(name)) {
        await rm(path.join(dir, name), { force: true });
        removed += 1;
      } else stored.push(`/media/${folder}/${name}`);
    }
    for (let start = 0; start < stored.length; start += CHECK_BATCH) {
      const batch = stored.slice(start, start + CHECK_BATCH);
      const inUse = await mediaInUse(db, batch);
      for (const file of batch) {
        if (inUse.has(file)) continue;
        await removeMediaFile(mediaDir, file);
        removed += 1;
      }
    }
  }
  return { removed };
}
