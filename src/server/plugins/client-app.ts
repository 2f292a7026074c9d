import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/api/errors';
import { MESSAGES } from './errors';
import { registerPostPreview } from './post-preview';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Vite puts content-hashed files under /assets/: they never change, cache forever. */
function cacheControlFor(filePath: string): string {
  // A precompressed copy (map.html.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  if (name.endsWith('.html') || name === 'sw.js' || name.endsWith('.webmanifest')) return NO_CACHE;
  return 'public, max-age=3600';
}

function isApiOrMedia(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === '/media' || url.startsWith('/media/');
}

/**
 * A missing file (a name with an extension, or anything under /assets/) is a 404, not the
 * app: a tab still running the previous version asks for chunks the new build no longer
 * has, and must see the failure (the service worker's precache or a reload answers it)
 * instead of HTML parsed as JavaScript.
 */
function isFilePath(url: string): boolean {
  return url.startsWith('/assets/') || /\/[^/]+\.[a-z0-9]+$/i.test(url);
}

/**
 * Serves the built PWA from the same origin as the API (plugins/media.ts serves /media/).
 * Any other GET that names no file gets index.html (history fallback), so a
 * deep link such as /users/42 opens the app; /api, /media and missing files
 * never do and answer a JSON 404 instead.
 */
export const clientAppPlugin = fp(
  async (app: FastifyInstance, options: { clientDir: string; publicUrl: string }) => {
    const hasClient = existsSync(path.join(options.clientDir, 'index.html'));
    // Pages prerendered at build time (scripts/prerender-pages.ts), where built: their
    // markup shows before the app's JavaScript arrives.
    const prerendered = (file: string) =>
      existsSync(path.join(options.clientDir, file)) ? file : 'index.html';
    const pageFiles = { '/': prerendered('landing.html'), '/map': prerendered('map.html') };
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        prefix: '/',
        cacheControl: false,
        etag: true,
        // The build writes .br and .gz copies (scripts/precompress-assets.ts): sent as they
        // are, so no request compresses the app again. Files without copies are compressed
        // per response, as before (plugins/security.ts).
        preCompressed: true,
        // `/` has its own route below (the prerendered landing page), not index.html.
        index: false,
        setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
      });
      for (const [url, file] of Object.entries(pageFiles)) {
        app.get(url, { schema: { hide: true } }, (_request, reply) =>
          reply.header('cache-control', NO_CACHE).type('text/html').sendFile(file),
        );
      }
      registerPostPreview(app, {
        clientDir: options.clientDir,
        publicUrl: options.publicUrl,
        cacheControl: NO_CACHE,
      });
    } else {
      app.log.warn({ clientDir: options.clientDir }, 'no built client: serving the API only');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasClient && wantsPage && !isApiOrMedia(url) && !isFilePath(url)) {
        return reply.header('cache-control', NO_CACHE).type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ detail: MESSAGES.notFound, code: ERROR_CODES.notFound });
    });
  },
);
