/**
 * MEDIA_S3_URL: one URL that says where the shared media bucket is and how to sign in to it,
 *
 *   s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=eu-west-1&tls=false
 *
 * Key and secret are percent-encoded like any URL user and password; left out, the AWS
 * SDK's own chain finds them (AWS_ACCESS_KEY_ID…, an instance role). `region` defaults to
 * us-east-1, which S3-compatible services accept; `tls=false` speaks plain HTTP (a service on
 * the same host or network). A prefix lets several apps share one bucket.
 */
export type S3Location = {
  /** http(s)://host[:port] */
  endpoint: string;
  region: string;
  bucket: string;
  /** '' or a key prefix ending in '/'. */
  prefix: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** The location a MEDIA_S3_URL names, or the reason it names none (never echoing a secret). */
export function parseS3Location(text: string): S3Location | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'is not a URL' };
  }
  if (url.protocol !== 's3:') return { error: 'must start with s3://' };
  if (!url.hostname) return { error: 'names no host (s3://KEY:SECRET@host:port/bucket)' };
  const [bucket = '', ...prefixParts] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!BUCKET_NAME.test(bucket)) {
    return {
      error: 'must name a bucket after the host: 3–63 lower-case letters, digits, dots or hyphens',
    };
  }
  if (!prefixParts.every((part) => PREFIX_PART.test(part))) {
    return {
      error:
        'has a prefix (after the bucket) with characters other than letters, digits, ., _ and -',
    };
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    return { error: 'needs both the access key and the secret (KEY:SECRET@), or neither' };
  }
  for (const name of url.searchParams.keys()) {
    if (name !== 'region' && name !== 'tls')
      return { error: `has an unknown setting "${name}" (region, tls)` };
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) return { error: 'has a region that is not like "eu-west-1"' };
  const tls = url.searchParams.get('tls') ?? 'true';
  if (tls !== 'true' && tls !== 'false') return { error: 'tls must be true or false' };
  return {
    endpoint: `${tls === 'true' ? 'https' : 'http'}://${url.host}`,
    region,
    bucket,
    prefix: prefixParts.map((part) => `${part}/`).join(''),
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}
