import type { Database } from '../db/connect';
import type { MediaStore } from '../media/media-store';
import { mediaInUse } from '../repositories/media-references-repository';
import type { BackgroundWork } from './background-work';

export type MediaCleanupContext = { db: Database; media: MediaStore; background: BackgroundWork };

/**
 * After the transaction that let go of `paths` has committed: removes the files no row names
 * any more, so a replaced or removed photo's URL answers 404. Files are named by content and
 * shared by identical bytes, hence the check; a rollback never reaches here, so no row is
 * left pointing at a removed file.
 */
export function removeUnreferencedMedia(
  ctx: MediaCleanupContext,
  paths: readonly string[],
  task: string,
): void {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  ctx.background.run(task, async () => {
    const inUse = await mediaInUse(ctx.db, unique);
    for (const file of unique) if (!inUse.has(file)) await ctx.media.remove(file);
  });
}
