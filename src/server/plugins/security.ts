import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Origins that serve map tiles, from the configured URL template. */
function originOf(urlTemplate: string): string | undefined {
  try {
    return new URL(urlTemplate.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every response and gzip/brotli compression. The CSP
 * allows exactly what the app loads: its own origin, the tile provider, and
 * blob:/data: images (photo previews, OpenLayers canvases).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { tileUrl: string }) => {
  const tileOrigin = originOf(options.tileUrl);
  const tiles = tileOrigin ? [tileOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // React and OpenLayers set element styles; the docs page injects a stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        connectSrc: ["'self'", ...tiles],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
});
