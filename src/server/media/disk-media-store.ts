import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentKey,
  type ListedMedia,
  type MediaFolder,
  type MediaStore,
  mediaPathOf,
  STORED_NAME,
  storedKeyOf,
} from './media-store';

const TEMPORARY_NAME = /^\.[0-9a-f-]{36}\.tmp$/;

const isFileAt = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info : null),
    () => null,
  );

/** Media under <DATA_DIR>/media/<folder>/<name>: the default, for one machine. */
export function diskMediaStore(root: string): MediaStore {
  return {
    kind: 'disk',
    async checkAccess() {
      await mkdir(root, { recursive: true });
    },
    async store(folder, bytes, extension) {
      const key = contentKey(folder, bytes, extension);
      const target = path.join(root, key);
      if (!(await isFileAt(target))) {
        const dir = path.dirname(target);
        await mkdir(dir, { recursive: true });
        // A temporary name first, so a reader never sees half a file.
        const temporary = path.join(dir, `.${randomUUID()}.tmp`);
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      }
      return mediaPathOf(key);
    },
    async read(mediaPath) {
      const stored = storedKeyOf(mediaPath);
      if (!stored) return null;
      const file = path.join(root, stored.key);
      const info = await isFileAt(file);
      if (!info) return null;
      return {
        body: createReadStream(file),
        contentType: stored.contentType,
        size: info.size,
        lastModified: info.mtime,
      };
    },
    async remove(mediaPath) {
      const stored = storedKeyOf(mediaPath);
      if (stored) await rm(path.join(root, stored.key), { force: true });
    },
    async *list(folder): AsyncIterable<ListedMedia> {
      const dir = path.join(root, folder);
      for (const name of await namesIn(dir)) {
        if (!STORED_NAME.test(name)) continue;
        const info = await isFileAt(path.join(dir, name));
        if (info) yield { path: mediaPathOf(`${folder}/${name}`), writtenAt: info.mtimeMs };
      }
    },
    async removeLeftovers(folder: MediaFolder, before: number) {
      const dir = path.join(root, folder);
      let removed = 0;
      for (const name of await namesIn(dir)) {
        if (!TEMPORARY_NAME.test(name)) continue;
        const info = await isFileAt(path.join(dir, name));
        if (!info || info.mtimeMs > before) continue;
        await rm(path.join(dir, name), { force: true });
        removed += 1;
      }
      return removed;
    },
    close() {},
  };
}

function namesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => [] as string[]);
}
