import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ANSWER_BROTLI_OPTIONS, COMPRESS_FROM_BYTES } from '../http/answer-compression';
import { tileOrigins } from './tile-origins';

/** Google Identity Services: its script, button iframe, styles and calls all come from here. */
export const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';

export type SecurityOptions = {
  tileUrl: string;
  /** Set when Google sign-in is on; only then may the page load Google's script and frames. */
  googleClientId?: string | null;
  /** Set when an analytics measurement id is configured; only then may GA4 load and send. */
  analytics?: boolean;
  /** 'sha256-…' sources of the built pages' inline scripts (inline-script-hashes.ts). */
  inlineScripts?: readonly string[];
};

/** Google Analytics 4: gtag.js comes from the tag manager host, hits go to the regional hosts. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_SCRIPT_URL = `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js`;
const ANALYTICS_HIT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  ANALYTICS_SCRIPT_ORIGIN,
];

/**
 * Security headers on every response and gzip/brotli compression. The CSP
 * allows exactly what the app loads: its own origin, the tile provider,
 * blob:/data: images (photo previews, OpenLayers canvases) and, only when
 * Google sign-in is configured, Google Identity Services (script, button
 * iframe, its stylesheet and its calls) and, only when analytics is configured, Google
 * Analytics (gtag.js and its hits).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const tiles = tileOrigins(options.tileUrl);
  const google = options.googleClientId ? [GOOGLE_IDENTITY_ORIGIN] : [];
  // The one script analytics needs, not everything on the tag manager's host.
  const analyticsScript = options.analytics ? [ANALYTICS_SCRIPT_URL] : [];
  const analyticsHits = options.analytics ? ANALYTICS_HIT_ORIGINS : [];
  // The headers are worked out once, here: @fastify/helmet built and parsed them again on
  // every request, a cost every call paid (P7).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...google, ...analyticsScript],
        // React and OpenLayers set element styles; the docs page injects a stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles, ...analyticsHits],
        connectSrc: ["'self'", ...tiles, ...google, ...analyticsHits],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Without Google, frames fall back to default-src 'self' as before.
        ...(google.length > 0 && { frameSrc: ["'self'", ...google] }),
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      error instanceof Error ? done(error) : done(),
    );
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: ANSWER_BROTLI_OPTIONS,
  });
});
