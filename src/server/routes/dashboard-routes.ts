import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardBasicSchema,
  dashboardFeedQuerySchema,
  dashboardFeedSchema,
  dashboardStatsSchema,
} from '../../shared/api/dashboard';
import { errorBodySchema } from '../../shared/api/errors';
import { requireUser } from '../plugins/auth';
import {
  type DashboardContext,
  dashboardBasic,
  dashboardFeed,
  dashboardStats,
} from '../services/dashboard-service';
import { security } from './social-route-parts';

const e = errorBodySchema;
const tags = ['dashboard'];

/** SPEC.md §7 "Ranking and dashboard": the signed-in traveller's dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: DashboardContext = { db: app.db, postCards: app.postCards };

  app.get(
    '/heritage/dashboard/basic/',
    {
      schema: {
        tags,
        summary: 'The traveller, their achievement level and badge count',
        security,
        response: { 200: dashboardBasicSchema, 401: e },
      },
    },
    async (request) => dashboardBasic(ctx, requireUser(request)),
  );

  app.get(
    '/heritage/dashboard/stats/',
    {
      schema: {
        tags,
        summary: 'The traveller’s counts and the List’s totals',
        security,
        response: { 200: dashboardStatsSchema, 401: e },
      },
    },
    async (request) => dashboardStats(ctx, requireUser(request)),
  );

  app.get(
    '/heritage/dashboard/feed/',
    {
      schema: {
        tags,
        summary: 'Others’ recent posts the traveller may see',
        security,
        querystring: dashboardFeedQuerySchema,
        response: { 200: dashboardFeedSchema, 400: e, 401: e },
      },
    },
    async (request) => dashboardFeed(ctx, requireUser(request), request.query.limit),
  );
};
