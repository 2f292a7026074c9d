import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueDocumentCache } from '../services/catalogue-document';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built catalogue document; invalidate after importing a catalogue in-process. */
    catalogueDocument: CatalogueDocumentCache;
  }
}

export const catalogueDocumentPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('catalogueDocument', new CatalogueDocumentCache(app.db));
});
