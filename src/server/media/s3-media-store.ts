import { Readable } from 'node:stream';
import {
  contentKey,
  contentTypeOf,
  type ListedMedia,
  type MediaStore,
  mediaPathOf,
  STORED_NAME,
  storedKeyOf,
} from './media-store';
import type { S3Location } from './s3-location';

/** Written on each object, so a CDN or a direct link caches it as the app's route does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Media in an S3-compatible bucket, under the location's prefix, with the same keys the disk
 * store uses as paths: app servers that share the bucket share every photo. A PUT is all or
 * nothing, so no half-written object is ever visible and there are no leftovers to sweep.
 * The SDK is loaded here, when a bucket is named: it takes a noticeable part of a second to
 * load, which a server on its own disk (and every test app) need not pay at start.
 */
export async function s3MediaStore(location: S3Location): Promise<MediaStore> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    // S3-compatible services (MinIO, Ceph, s3rver…) address buckets by path, not by host name.
    forcePathStyle: true,
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // Only the checksums a call requires: many S3-compatible services refuse the CRC headers
    // and trailers the SDK now adds to every upload by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => `${location.prefix}${key}`;

  return {
    kind: 's3',
    async checkAccess() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        const reason = status ? `HTTP ${status}` : String(error);
        throw new Error(
          `MEDIA_S3_URL: the bucket "${Bucket}" at ${location.endpoint} cannot be used (${reason}); check the bucket exists and the key may read and write it`,
          { cause: error },
        );
      }
    },
    async store(folder, bytes, extension) {
      const key = contentKey(folder, bytes, extension);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentTypeOf(extension),
          CacheControl: IMMUTABLE,
        }),
      );
      return mediaPathOf(key);
    },
    async read(mediaPath) {
      const stored = storedKeyOf(mediaPath);
      if (!stored) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(stored.key) }),
        );
        if (!(answer.Body instanceof Readable))
          throw new Error('S3 answered without a body stream');
        return {
          body: answer.Body,
          contentType: stored.contentType,
          size: answer.ContentLength,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(mediaPath) {
      const stored = storedKeyOf(mediaPath);
      // Deleting a missing key succeeds in S3: nothing to catch.
      if (stored)
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(stored.key) }));
    },
    async *list(folder): AsyncIterable<ListedMedia> {
      const Prefix = objectKey(`${folder}/`);
      let ContinuationToken: string | undefined;
      do {
        // The delimiter keeps visits/ from listing visits/thumbnails/ too, as a folder would.
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(Prefix.length) ?? '';
          if (!STORED_NAME.test(name) || !object.LastModified) continue;
          yield {
            path: mediaPathOf(`${folder}/${name}`),
            writtenAt: object.LastModified.getTime(),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeLeftovers() {
      return 0;
    },
    close() {
      client.destroy();
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}
