import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/** Makes the opened database available to routes; closes it with the app when it owns it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; closeWithApp: boolean }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    if (options.closeWithApp) app.addHook('onClose', () => options.handle.close());
  },
);
