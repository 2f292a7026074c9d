import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeListSchema, newBadgesSchema } from '../../shared/api/badges';
import { errorBodySchema } from '../../shared/api/errors';
import { requireUser } from '../plugins/auth';
import {
  allBadges,
  type BadgesContext,
  checkNewBadges,
  myBadges,
} from '../services/badges-service';
import { optionalSecurity, security } from './social-route-parts';

const e = errorBodySchema;
const tags = ['badges'];

/** SPEC.md §7 "Badges". */
export const badgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: BadgesContext = { db: app.db, clock: app.clock };

  app.get(
    '/badges/',
    {
      schema: {
        tags,
        summary: 'Every badge, with the caller’s progress and awards',
        security: optionalSecurity,
        response: { 200: badgeListSchema },
      },
    },
    async (request) => allBadges(ctx, request.user?.id),
  );

  app.get(
    '/badges/my_badges/',
    {
      schema: {
        tags,
        summary: 'The badges the signed-in traveller holds',
        security,
        response: { 200: badgeListSchema, 401: e },
      },
    },
    async (request) => myBadges(ctx, requireUser(request)),
  );

  app.post(
    '/badges/check_new_badges/',
    {
      schema: {
        tags,
        summary: 'Badges earned since the traveller last asked, each told once',
        security,
        response: { 200: newBadgesSchema, 401: e },
      },
    },
    async (request) => checkNewBadges(ctx, requireUser(request)),
  );
};
