import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploads go: visit photos, their thumbnails, profile pictures. */
export const MEDIA_FOLDERS = ['visits', 'visits/thumbnails', 'avatars'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * What the server writes: uploads re-encoded to WebP, and visit photos kept as the JPEG the
 * app compressed (visit-photos.ts).
 */
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type MediaExtension = keyof typeof CONTENT_TYPES;

/** A stored file to send: its bytes as a stream and what a response says about it. */
export type MediaObject = {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows them before sending. */
  size: number | undefined;
  lastModified: Date | undefined;
};

/** A stored file found by listing a folder, and when it was written (epoch ms). */
export type ListedMedia = { path: string; writtenAt: number };

/**
 * Where uploaded media lives: the local disk (one machine) or an S3-compatible bucket (app
 * servers that share it). Chosen once when the app is built; services receive it. Every
 * method takes and gives the public /media/… path, so rows, URLs and the sweep are the same
 * whichever store holds the bytes.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /**
   * Proves at start that the store can be used (the folder created, the bucket reachable
   * with these credentials), so a wrong setting stops the server with its reason instead
   * of failing the first upload.
   */
  checkAccess(): Promise<void>;
  /**
   * Stores bytes under a name made of their hash and returns its /media/ path. A name never
   * changes meaning (so it is cached forever), identical bytes are stored once, and storing
   * them again (a replayed upload) is harmless.
   */
  store(folder: MediaFolder, bytes: Buffer, extension: MediaExtension): Promise<string>;
  /** The stored file a /media/ path names; null for a missing file or a path no upload has. */
  read(mediaPath: string): Promise<MediaObject | null>;
  /** Deletes a stored file; a missing file or a path no upload has is left alone. */
  remove(mediaPath: string): Promise<void>;
  /** The stored files directly in a folder, for the sweep. */
  list(folder: MediaFolder): AsyncIterable<ListedMedia>;
  /** Deletes what interrupted writes left in a folder before `before`; returns how many. */
  removeLeftovers(folder: MediaFolder, before: number): Promise<number>;
  close(): void;
}

/** A stored file's name within its folder: the content hash and the extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:webp|jpg)$/;

const STORED_PATH = /^\/media\/((?:avatars|visits|visits\/thumbnails)\/[0-9a-f]{32}\.(webp|jpg))$/;

/**
 * The key (folder/name) of a /media/ path an upload could have, or null. Stores accept no
 * other path, so no request reaches a file, or a bucket key, that is not an upload.
 */
export function storedKeyOf(mediaPath: string): { key: string; contentType: string } | null {
  const match = STORED_PATH.exec(mediaPath);
  if (!match?.[1] || !match[2]) return null;
  return { key: match[1], contentType: CONTENT_TYPES[match[2] as MediaExtension] };
}

/** folder/<first 32 hex of the SHA-256>.<extension>: the key of these bytes. */
export function contentKey(folder: MediaFolder, bytes: Buffer, extension: MediaExtension): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${folder}/${hash}.${extension}`;
}

export const contentTypeOf = (extension: MediaExtension): string => CONTENT_TYPES[extension];

export const mediaPathOf = (key: string): string => `/media/${key}`;
