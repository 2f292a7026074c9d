import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MEASUREMENT_ID_PATTERN } from '../shared/api/analytics';
import { parseS3Location, type S3Location } from './media/s3-location';
import type { RateLimitSettings } from './services/rate-limit-service';

/** Fastify's `trustProxy`: none, all, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** An IPv4 or IPv6 address, optionally with a prefix length (CIDR). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const rateLimitRule = z
  .string()
  .regex(/^\d+\/\d+$/, 'must be "count/seconds", e.g. "10/3600"')
  .transform((value) => {
    const [limit, windowSeconds] = value.split('/').map(Number);
    return { limit: limit ?? 0, windowSeconds: windowSeconds ?? 0 };
  })
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Server configuration from the environment, validated at start. Every value
 * has a default, so a fresh clone runs with no environment at all.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * On SIGTERM, how long requests in flight may take to finish before the server exits
   * anyway (code 1): a stalled upload must not hold a deploy forever. Below a balancer's or
   * orchestrator's own limit (30 s by default in Kubernetes).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /**
   * Server processes sharing the port, `auto` for one per core (process-supervisor.ts). On
   * PostgreSQL only: the embedded database belongs to the one process that opened it.
   */
  APP_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The calendar rankings count in: "this year" and "this month" are those of this IANA
   * time zone (docs/COUNTING.md).
   */
  APP_TIME_ZONE: z
    .string()
    .default('Asia/Tokyo')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone, e.g. "Asia/Tokyo"'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built PWA lives; the server serves it when the folder exists. */
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  /** Raster tile URL template shown over the offline basemap (CSP allows its origin). */
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** HS256 key of access tokens; unset means one generated once and kept in the database. */
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Older JWT_SECRETs, comma-separated, still accepted for tokens they signed: put the old
   * secret here when introducing a new JWT_SECRET, and remove it after a few minutes.
   */
  JWT_PREVIOUS_SECRETS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters'))),
  /** OAuth client id for Google sign-in; unset turns Google sign-in off. */
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * GA4 measurement id (G-…). Unset turns analytics off: the page then loads no third-party
   * script at all. Set, the CSP allows Google Analytics and visitors who accept cookies are
   * measured with anonymised IPs and no ad signals.
   */
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(MEASUREMENT_ID_PATTERN, 'must look like G-XXXXXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where Google publishes the keys of its ID tokens. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * Rate limits as "count/seconds", e.g. "10/3600". Defaults in
   * services/rate-limit-service.ts; the browser tests raise the per-IP ones
   * because every test browser shares 127.0.0.1.
   */
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS: rateLimitRule,
  /** Failures from anywhere before delays start / the longest delay in seconds. */
  RATE_LIMIT_LOGIN_DELAYS: rateLimitRule,
  RATE_LIMIT_LOGIN_PER_IP: rateLimitRule,
  RATE_LIMIT_REGISTER_PER_IP: rateLimitRule,
  RATE_LIMIT_REFRESH_PER_IP: rateLimitRule,
  RATE_LIMIT_REFRESH_PER_FAMILY: rateLimitRule,
  RATE_LIMIT_ACCOUNT_MAILS_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_PASSWORD_RESET_PER_IP: rateLimitRule,
  RATE_LIMIT_EXPORTS_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_PHOTO_UPLOADS_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_PROFILE_PICTURES_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_COMMENTS_PER_ACCOUNT: rateLimitRule,
  RATE_LIMIT_SYNC_BATCHES_PER_ACCOUNT: rateLimitRule,
  /**
   * Megabytes of visit photos one account may keep. Every site on the List with one photo
   * each fits well within the default; past it an upload is refused with 413.
   */
  STORAGE_QUOTA_PER_ACCOUNT_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  /**
   * Where account mail goes: smtp://user:pass@host:port or smtps://… Unset, each mail is
   * written as an .eml file under DATA_DIR/mail/ and its path logged, so the embedded
   * default works end to end with no mail server.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The S3-compatible bucket that holds uploaded media, for app servers that share it:
   * s3://KEY:SECRET@host:port/bucket[/prefix]?region=…&tls=false (media/s3-location.ts).
   * Unset, media stays on the local disk under DATA_DIR/media.
   */
  MEDIA_S3_URL: z
    .string()
    .transform((value, ctx): S3Location | undefined => {
      if (value === '') return undefined;
      const location = parseS3Location(value);
      if (!('error' in location)) return location;
      ctx.addIssue({
        code: 'custom',
        message: `${location.error}; expected s3://KEY:SECRET@host:port/bucket?region=us-east-1&tls=true`,
      });
      return z.NEVER;
    })
    .optional(),
  /** The From of account mail. */
  MAIL_FROM: z.string().min(3).default('Heritage Passport <no-reply@heritage-passport.invalid>'),
  /** The address people reach the app at: the links in mails start with it. */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** false hides the API's browsable description at /api/docs (and its JSON). */
  API_DOCS: z.enum(['true', 'false', '1', '0', '']).default('true'),
  /**
   * Which X-Forwarded-For hops name the client: `false` (none, the default), `true` (all:
   * only behind a proxy that overwrites the header), a hop count (`1` for one proxy that
   * appends), or a comma-separated list of the proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .max(2000)
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === '' || text === 'false' || text === '0') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      const ranges = text.split(',').map((range) => range.trim());
      if (ranges.every(isAddressOrRange)) return ranges;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count, or addresses/CIDR ranges separated by commas',
      });
      return z.NEVER;
    }),
  /**
   * `npm run demo` sets it: an empty database is filled once with the demo community
   * (src/server/demo). `npm start` leaves it unset and never seeds.
   */
  DEMO: z.enum(['true', 'false', '1', '0', '']).default('false'),
  /** The demo's seed: the same seed (on the same day) gives the same community. */
  DEMO_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(2030),
});

export type Config = {
  port: number;
  host: string;
  shutdownGraceSeconds: number;
  /** APP_PROCESSES with `auto` resolved to this machine's cores. */
  appProcesses: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clientDir: string;
  tileUrl: string;
  jwtSecret: string | undefined;
  jwtPreviousSecrets: string[];
  googleClientId: string | undefined;
  googleJwksUrl: string;
  analyticsMeasurementId: string | undefined;
  trustProxy: TrustProxy;
  apiDocs: boolean;
  /** APP_TIME_ZONE: the calendar of ranking periods. */
  timeZone: string;
  smtpUrl: string | undefined;
  /** MEDIA_S3_URL: the shared media bucket; undefined keeps media on the local disk. */
  mediaS3: S3Location | undefined;
  mailFrom: string;
  /** Without a trailing slash. */
  publicUrl: string;
  demo: { seed: number } | undefined;
  rateLimits: Partial<RateLimitSettings>;
  /** STORAGE_QUOTA_PER_ACCOUNT_MB in bytes: the visit photos one account may keep. */
  storageQuotaBytes: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      // Never print a secret, not even an invalid one.
      const got =
        key.includes('SECRET') || key === 'SMTP_URL' || key === 'MEDIA_S3_URL'
          ? '(hidden)'
          : JSON.stringify(env[key]);
      return `  ${issue.path.join('.')}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appProcesses = e.APP_PROCESSES === 'auto' ? availableParallelism() : e.APP_PROCESSES;
  if (appProcesses > 1 && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  APP_PROCESSES: ${appProcesses} processes need DATABASE_URL (PostgreSQL); the embedded database serves one process`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    appProcesses,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    tileUrl: e.TILE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecrets: e.JWT_PREVIOUS_SECRETS,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    analyticsMeasurementId: e.ANALYTICS_MEASUREMENT_ID,
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS !== 'false' && e.API_DOCS !== '0',
    timeZone: e.APP_TIME_ZONE,
    smtpUrl: e.SMTP_URL,
    mediaS3: e.MEDIA_S3_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demo: e.DEMO === 'true' || e.DEMO === '1' ? { seed: e.DEMO_SEED } : undefined,
    rateLimits: Object.fromEntries(
      Object.entries({
        loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
        loginFailuresPerAccountAnyAddress: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS,
        loginDelays: e.RATE_LIMIT_LOGIN_DELAYS,
        loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
        registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
        refreshPerIp: e.RATE_LIMIT_REFRESH_PER_IP,
        refreshPerFamily: e.RATE_LIMIT_REFRESH_PER_FAMILY,
        accountMailsPerAccount: e.RATE_LIMIT_ACCOUNT_MAILS_PER_ACCOUNT,
        passwordResetPerIp: e.RATE_LIMIT_PASSWORD_RESET_PER_IP,
        exportsPerAccount: e.RATE_LIMIT_EXPORTS_PER_ACCOUNT,
        photoUploadsPerAccount: e.RATE_LIMIT_PHOTO_UPLOADS_PER_ACCOUNT,
        profilePicturesPerAccount: e.RATE_LIMIT_PROFILE_PICTURES_PER_ACCOUNT,
        commentsPerAccount: e.RATE_LIMIT_COMMENTS_PER_ACCOUNT,
        syncBatchesPerAccount: e.RATE_LIMIT_SYNC_BATCHES_PER_ACCOUNT,
      }).filter(([, rule]) => rule !== undefined),
    ),
    storageQuotaBytes: e.STORAGE_QUOTA_PER_ACCOUNT_MB * 1024 * 1024,
  };
}
