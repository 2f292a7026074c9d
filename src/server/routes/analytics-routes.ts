import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsConfigSchema } from '../../shared/api/analytics';

/**
 * Whether the operator configured analytics (ANALYTICS_MEASUREMENT_ID). The client asks
 * only after the visitor accepted cookies, and loads nothing when the answer is null.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ measurementId: string | undefined }> = async (
  app,
  options,
) => {
  app.get(
    '/analytics/config/',
    {
      schema: {
        tags: ['system'],
        summary: 'The analytics measurement id, or null when analytics is off',
        response: { 200: analyticsConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { measurement_id: options.measurementId ?? null };
    },
  );
};
