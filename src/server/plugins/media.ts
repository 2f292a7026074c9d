import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MediaStore } from '../media/media-store';

/** Media names are their content's hash: a name never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded media at /media/… from whichever store holds it, through the app rather
 * than by signed links to the bucket: the URLs stored in rows, cached by the service worker
 * and shared in posts stay the same whatever the store, a removed photo answers 404 at once
 * (a signed link would keep working until it expired), and one origin keeps the CSP as it is.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { store: MediaStore }) => {
  const { store } = options;
  try {
    await store.checkAccess();
  } catch (error) {
    store.close();
    throw error;
  }
  app.addHook('onClose', async () => store.close());

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const object = await store.read(`/media/${rest}`);
    if (!object) return reply.callNotFound();
    // The name is the hash of the bytes, so it is a strong validator as it is.
    const etag = `"${rest.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, '')}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).type(object.contentType);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (request.headers['if-none-match'] === etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
});
