import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/api/errors';
import { syncBatchRequestSchema, syncBatchResponseSchema } from '../../shared/api/sync';
import { requireUser } from '../plugins/auth';
import { countAccountEvent } from '../services/account-limits';
import { applySyncBatch } from '../services/sync-batch-service';
import { visitsContextOf } from './visits-context';

const e = errorBodySchema;

/** The outbox's batch call (docs/SYNC.md S16). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = visitsContextOf(app);

  app.post(
    '/sync/batch/',
    {
      schema: {
        tags: ['sync'],
        summary:
          'Apply queued visit and wishlist changes in order, each as its single call would ' +
          '(own Idempotency-Key, own transaction, own result)',
        security: [{ bearer: [] }],
        body: syncBatchRequestSchema,
        response: { 200: syncBatchResponseSchema, 400: e, 401: e, 413: e, 429: e },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      // The whole call waits (S9: 429 with Retry-After): nothing of it is applied.
      await countAccountEvent(app.db, ctx.limits, 'sync-batch', userId);
      const results = await applySyncBatch(ctx, userId, request.body.operations, (error) =>
        request.log.error({ err: error }, 'sync batch operation failed'),
      );
      return { results };
    },
  );
};
