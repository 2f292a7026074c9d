import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { photos, users } from '../db/schema';

/** Which of these /media/ paths a row still points at (files are shared by identical bytes). */
export async function mediaInUse(db: Database, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const list = [...paths];
  const [asPhoto, asThumbnail, asPicture] = [
    await db.select({ path: photos.path }).from(photos).where(inArray(photos.path, list)),
    await db
      .select({ path: photos.thumbnailPath })
      .from(photos)
      .where(inArray(photos.thumbnailPath, list)),
    await db
      .select({ path: users.profilePicture })
      .from(users)
      .where(inArray(users.profilePicture, list)),
  ];
  return new Set(
    [...asPhoto, ...asThumbnail, ...asPicture].flatMap((row) => (row.path ? [row.path] : [])),
  );
}
