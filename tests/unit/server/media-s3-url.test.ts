import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const mediaS3Of = (url: string) => loadConfig({ MEDIA_S3_URL: url }).mediaS3;

/** The message loadConfig stops the server with, for a bad MEDIA_S3_URL. */
function refusal(url: string): string {
  try {
    loadConfig({ MEDIA_S3_URL: url });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`${url} was accepted`);
}

describe('MEDIA_S3_URL', () => {
  it('is unset by default (or empty): media stays on the local disk', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(mediaS3Of('')).toBeUndefined();
  });

  it('names endpoint, bucket, prefix, region and credentials in one URL', () => {
    expect(
      mediaS3Of(
        's3://AKIAEXAMPLE:se%2Fcr%2Bet@minio.internal:9000/photos/hp/prod?region=eu-west-1&tls=false',
      ),
    ).toEqual({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      bucket: 'photos',
      prefix: 'hp/prod/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'se/cr+et' },
    });
  });

  it('defaults to TLS and us-east-1, and leaves credentials to the SDK when the URL has none', () => {
    expect(mediaS3Of('s3://s3.example.com/media')).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'media',
      prefix: '',
      credentials: undefined,
    });
  });

  it('refuses a URL it cannot use, naming the variable and the reason, never the secret', () => {
    const cases: [string, RegExp][] = [
      ['http://KEY:topsecret42@host/bucket', /must start with s3:\/\//],
      ['s3://KEY:topsecret42@host:9000', /must name a bucket/],
      ['s3://KEY:topsecret42@host:9000/Not_A_Bucket', /must name a bucket/],
      ['s3://KEY@host:9000/bucket', /both the access key and the secret/],
      ['s3://KEY:topsecret42@host:9000/bucket?tls=no', /tls must be true or false/],
      ['s3://KEY:topsecret42@host:9000/bucket?style=vhost', /unknown setting "style"/],
      ['s3://KEY:topsecret42@host:9000/bucket/a b', /prefix/],
      ['not a url topsecret42', /is not a URL/],
    ];
    for (const [url, reason] of cases) {
      const message = refusal(url);
      expect(message, url).toMatch(/MEDIA_S3_URL/);
      expect(message, url).toMatch(reason);
      expect(message, url).toContain('(got (hidden))');
      expect(message, url).not.toContain('topsecret42');
    }
  });
});
