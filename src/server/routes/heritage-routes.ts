import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/errors';
import {
  countrySummarySchema,
  regionSummarySchema,
  siteIdParamsSchema,
  siteListQuerySchema,
  siteListResponseSchema,
  siteSchema,
} from '../../shared/api/sites';
import { pageLinks } from '../http/page-links';
import { sendSharedAnswer } from '../http/shared-answer';
import { getSite, listCountries, listRegions, searchSites } from '../services/sites-service';

export const heritageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/heritage/sites/',
    {
      schema: {
        tags: ['heritage'],
        summary: 'World Heritage sites, filtered and paged',
        querystring: siteListQuerySchema,
        response: { 200: siteListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await searchSites(app.db, request.query, request.user?.id, app.sitePages);
      // A kept page is shared by every caller; its links follow the caller's own address.
      const body = () => ({
        count: page.total,
        ...pageLinks(request.url, { ...request.query, total: page.total }),
        results: page.sites,
      });
      return sendSharedAnswer(request, reply, page, body, request.url);
    },
  );

  app.get(
    '/heritage/sites/countries/',
    {
      schema: {
        tags: ['heritage'],
        summary: 'States with World Heritage sites and their counts',
        response: { 200: z.array(countrySummarySchema) },
      },
    },
    async () => listCountries(app.db),
  );

  app.get(
    '/heritage/sites/regions/',
    {
      schema: {
        tags: ['heritage'],
        summary: 'UNESCO regions and their site counts',
        response: { 200: z.array(regionSummarySchema) },
      },
    },
    async () => listRegions(app.db),
  );

  app.get(
    '/heritage/sites/:id/',
    {
      schema: {
        tags: ['heritage'],
        summary: 'One World Heritage site by its UNESCO id',
        params: siteIdParamsSchema,
        response: { 200: siteSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getSite(app.db, request.params.id),
  );
};
