import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../shared/api/health';
import { isDemoDatabase } from '../demo/seed-demo';
import { countListedSites } from '../repositories/sites-repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: app.dbKind,
        sites: await countListedSites(app.db),
        demo: await isDemoDatabase(app.db),
      };
    },
  );
};
