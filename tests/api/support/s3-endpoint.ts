import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Endpoint = {
  /** A MEDIA_S3_URL naming its bucket. */
  url: string;
  close: () => Promise<void>;
};

/**
 * A local S3 endpoint for one test app: s3rver (the S3 protocol over a folder) on a free
 * loopback port, with one empty bucket, so the media tests speak real S3 requests through
 * the AWS SDK with no network and no service to install.
 */
export async function startS3Endpoint(): Promise<S3Endpoint> {
  const directory = await mkdtemp(path.join(tmpdir(), 'hp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own fixed credentials; a prefix, as a shared bucket would have.
    url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/media/heritage?tls=false`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
