import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATABASE_UNAVAILABLE,
  healthResponseSchema,
  healthUnavailableSchema,
} from '../../shared/api/health';
import { checkReadiness } from '../services/health-service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: whether the database answers',
        description:
          '200 when the database answers a query; 503 when it does not (or not within two seconds), so a load balancer stops sending requests to this instance.',
        response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(app.db);
      if (!readiness.ready) {
        request.log.warn({ reason: readiness.reason }, 'health: the database does not answer');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: app.dbKind,
          detail: 'データベースが応答しません。しばらくしてからもう一度お試しください。',
          code: DATABASE_UNAVAILABLE,
        });
      }
      return {
        status: 'ok' as const,
        database: app.dbKind,
        sites: readiness.sites,
        demo: readiness.demo,
      };
    },
  );
};
