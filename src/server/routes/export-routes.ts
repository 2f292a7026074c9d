import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/errors';
import { exportFileName } from '../../shared/export/export-format';
import { writeExport } from '../../shared/export/write-export';
import { requireUser } from '../plugins/auth';
import { accountExport, type ExportContext } from '../services/export-service';
import { bucketName } from '../services/rate-limit-service';
import { security } from './social-route-parts';

const e = errorBodySchema;

/** docs/EXPORT.md: the signed-in user's data as one ZIP, streamed. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/',
    {
      schema: {
        tags: ['export'],
        summary: 'Everything the account holds, as a ZIP (application/zip), streamed',
        description:
          'visits.csv/.json, wishlist.csv/.json, profile.json, badges.json, README.txt and the photos under photos/ (docs/EXPORT.md)',
        security,
        response: { 200: z.any().describe('The ZIP archive (application/zip)'), 401: e, 429: e },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const { limiter } = app.auth;
      await limiter.consume(limiter.rules.exportsPerAccount, bucketName('export', String(userId)));
      const ctx: ExportContext = {
        db: app.db,
        clock: app.clock,
        media: app.auth.media,
        warn: (message) => request.log.warn(message),
      };
      const source = await accountExport(ctx, userId);
      const body = new PassThrough();
      // Waits for the download to take more (E1). Both listeners go once either fires: a
      // long export waits thousands of times, and a listener left behind each time would pile up.
      const write = (chunk: Uint8Array) =>
        new Promise<void>((resolve, reject) => {
          if (body.destroyed) return reject(new Error('the download was closed'));
          if (body.write(chunk)) return resolve();
          const resume = () => {
            body.off('drain', resume);
            body.off('close', resume);
            resolve();
          };
          body.on('drain', resume);
          body.on('close', resume);
        });
      writeExport(source, write).then(
        () => body.end(),
        (error: unknown) => {
          if (!body.destroyed) request.log.error({ err: error }, 'export failed midway');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      const day = source.profile.exported_at.slice(0, 10);
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(source.profile.username, day)}"`,
        )
        .send(body);
    },
  );
};
