/**
 * At start, stored files no row names are removed: what a crash left between a commit and its
 * cleanup (media-cleanup-service.ts), half-written temporary files, photos of changes that
 * were refused after their file was stored. A file younger than an hour is left alone: its
 * upload may not have committed yet (another app instance, a slow request). The same rule on
 * the disk and in a bucket: the store lists, the database says what is named.
 */
import type { Database } from '../db/connect';
import { MEDIA_FOLDERS, type MediaStore } from '../media/media-store';
import { mediaInUse } from '../repositories/media-references-repository';

const GRACE_MS = 60 * 60 * 1000;
const CHECK_BATCH = 500;

export async function sweepUnreferencedMedia(
  db: Database,
  media: MediaStore,
  now = Date.now(),
): Promise<{ removed: number }> {
  const before = now - GRACE_MS;
  let removed = 0;
  for (const folder of MEDIA_FOLDERS) {
    removed += await media.removeLeftovers(folder, before);
    let batch: string[] = [];
    const settle = async () => {
      const inUse = await mediaInUse(db, batch);
      for (const file of batch) {
        if (inUse.has(file)) continue;
        await media.remove(file);
        removed += 1;
      }
      batch = [];
    };
    for await (const file of media.list(folder)) {
      if (file.writtenAt > before) continue;
      batch.push(file.path);
      if (batch.length === CHECK_BATCH) await settle();
    }
    if (batch.length > 0) await settle();
  }
  return { removed };
}
