/**
 * A media store that cannot be used stops the server at start with its reason, instead of
 * failing the first upload: a bucket that is not there, a wrong secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Location, type S3Location } from '../../src/server/media/s3-location';
import { s3MediaStore } from '../../src/server/media/s3-media-store';
import { type S3Endpoint, startS3Endpoint } from './support/s3-endpoint';

let endpoint: S3Endpoint;
let location: S3Location;
beforeAll(async () => {
  endpoint = await startS3Endpoint();
  const parsed = parseS3Location(endpoint.url);
  if ('error' in parsed) throw new Error(parsed.error);
  location = parsed;
});
afterAll(() => endpoint.close());

async function accessOf(where: S3Location): Promise<string> {
  const store = await s3MediaStore(where);
  try {
    await store.checkAccess();
    return 'usable';
  } catch (error) {
    return (error as Error).message;
  } finally {
    store.close();
  }
}

describe('the S3 media store at start', () => {
  it('is usable with the bucket and credentials of the URL', async () => {
    expect(await accessOf(location)).toBe('usable');
  });

  it('names the variable, the bucket and the answer when the bucket is not there', async () => {
    const message = await accessOf({ ...location, bucket: 'no-such-bucket' });
    expect(message).toMatch(
      /^MEDIA_S3_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(HTTP 404\)/,
    );
  });

  it('refuses a key the service does not know, without printing the secret', async () => {
    const message = await accessOf({
      ...location,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'wrong-secret-value' },
    });
    expect(message).toMatch(/cannot be used \(HTTP 403\)/);
    expect(message).not.toContain('wrong-secret-value');
  });
});
