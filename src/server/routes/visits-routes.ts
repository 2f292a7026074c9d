import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/errors';
import { idempotencyKeyHeaderSchema } from '../../shared/api/idempotency';
import { siteIdParamsSchema } from '../../shared/api/sites';
import {
  visitListQuerySchema,
  visitPageSchema,
  visitRequestSchema,
  visitSchema,
} from '../../shared/api/visits';
import { VISIT_PHOTO_MAX_BYTES } from '../../shared/limits';
import { HttpError } from '../http/http-error';
import { pageNumberLinks } from '../http/page-links';
import { parseFields } from '../http/parse-fields';
import { sendOutcome } from '../http/send-outcome';
import { requireUser } from '../plugins/auth';
import { readMultipartForm } from '../plugins/multipart';
import { listOwnVisits, recordVisit, removeVisit } from '../services/visits-service';
import { visitsContextOf } from './visits-context';

const tags = ['visits'];
const security = [{ bearer: [] }];
const e = errorBodySchema;
const PHOTO_TOO_LARGE = '画像サイズは10MB以下にしてください。';

/** SPEC.md §7 "Sites and visits": recording and removing the signed-in user's visits. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = visitsContextOf(app);

  app.post(
    '/heritage/sites/:id/visit/',
    {
      schema: {
        tags,
        summary: 'Record or update the own visit (JSON, or multipart with one file `photos`)',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        params: siteIdParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        body: visitRequestSchema,
        response: {
          200: visitSchema,
          201: visitSchema,
          400: e,
          401: e,
          404: e,
          413: e,
          422: e,
          429: e,
        },
      },
      // A multipart body is read and validated in the handler, part by part; give
      // the schema validation a placeholder it accepts.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = { visited_date: '2000-01-01' } as never;
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const key = request.idempotencyKey;
      let visit = request.body;
      let photo: Buffer | undefined;
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, {
          fileField: 'photos',
          maxFileBytes: VISIT_PHOTO_MAX_BYTES,
          tooLarge: () =>
            new HttpError(413, 'payload_too_large', PHOTO_TOO_LARGE, { photos: [PHOTO_TOO_LARGE] }),
        });
        visit = parseFields(visitRequestSchema, form.fields);
        photo = form.file?.buffer;
      }
      const outcome = await recordVisit(ctx, {
        userId,
        siteId: request.params.id,
        visit,
        photo,
        key,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.delete(
    '/heritage/sites/:id/unvisit/',
    {
      schema: {
        tags,
        summary: 'Remove the own visit (succeeds when there was none)',
        security,
        params: siteIdParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        response: { 204: z.null(), 401: e, 404: e, 422: e },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const key = request.idempotencyKey;
      const outcome = await removeVisit(ctx, { userId, siteId: request.params.id, key });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.get(
    '/heritage/visits/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s visits, newest first',
        security,
        querystring: visitListQuerySchema,
        response: { 200: visitPageSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const { page, page_size: limit } = request.query;
      const { total, visits } = await listOwnVisits(ctx, userId, {
        limit,
        offset: (page - 1) * limit,
      });
      const links = pageNumberLinks(request.url, { page, total, pageSize: limit });
      return { count: total, ...links, results: visits };
    },
  );
};
