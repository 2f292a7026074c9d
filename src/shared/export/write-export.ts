/**
 * The export's files and their order (docs/EXPORT.md E1–E4), from a source the server reads
 * from its database and the device from IndexedDB: the two ZIPs differ only in `source` and
 * in the photos the device does not hold.
 */
import { createExportArchive } from './export-archive';
import { csvHeader, csvLines } from './export-csv';
import { EXPORT_FILES, VISIT_COLUMNS, WISHLIST_COLUMNS } from './export-format';
import { readmeText } from './export-readme';
import type {
  ExportedBadge,
  ExportedProfile,
  ExportedVisit,
  ExportedWishlistItem,
} from './export-records';

export type ExportPhoto = {
  name: string;
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
};

export type ExportSource = {
  profile: ExportedProfile;
  /** Pages of visits, oldest record first; read once per file that lists them. */
  visitPages: () => AsyncIterable<readonly ExportedVisit[]>;
  wishlistPages: () => AsyncIterable<readonly ExportedWishlistItem[]>;
  badges: readonly ExportedBadge[];
  /** The photos named in the visits' `photo` column. */
  photos: () => AsyncIterable<ExportPhoto>;
};

export async function writeExport(
  source: ExportSource,
  write: (chunk: Uint8Array) => Promise<void>,
): Promise<void> {
  const archive = createExportArchive(write, new Date(source.profile.exported_at));
  await archive.file(EXPORT_FILES.readme, [readmeText(source.profile.source)]);
  await archive.file(EXPORT_FILES.profile, [json(source.profile)]);
  await archive.file(EXPORT_FILES.visitsCsv, csv(source.visitPages, VISIT_COLUMNS));
  await archive.file(EXPORT_FILES.visitsJson, jsonArray(source.visitPages));
  await archive.file(EXPORT_FILES.wishlistCsv, csv(source.wishlistPages, WISHLIST_COLUMNS));
  await archive.file(EXPORT_FILES.wishlistJson, jsonArray(source.wishlistPages));
  await archive.file(EXPORT_FILES.badges, [json(source.badges)]);
  for await (const photo of source.photos()) {
    await archive.file(photo.name, photo.chunks, { compress: false });
  }
  await archive.end();
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

async function* csv<T extends Record<string, string | number | boolean | null>>(
  pages: () => AsyncIterable<readonly T[]>,
  columns: readonly (keyof T & string)[],
): AsyncIterable<string> {
  yield csvHeader(columns);
  for await (const page of pages()) yield csvLines(page, columns);
}

/** A JSON array written a page at a time: one record per line, as JSON.parse reads it. */
async function* jsonArray(pages: () => AsyncIterable<readonly unknown[]>): AsyncIterable<string> {
  let first = true;
  yield '[';
  for await (const page of pages()) {
    for (const record of page) {
      yield `${first ? '\n' : ',\n'}  ${JSON.stringify(record)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}
