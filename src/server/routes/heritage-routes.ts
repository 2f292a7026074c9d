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
    async (request) => {
      const { total, sites } = await searchSites(
        app.db,
        request.query,
        request.user?.id,
        app.sitePages,
      );
      const links = pageLinks(request.url, { ...request.query, total });
      return { count: total, ...links, results: sites };
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
