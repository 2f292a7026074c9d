import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/api/errors';
import {
  communityFiguresSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  myRankingSchema,
  rankingQuerySchema,
} from '../../shared/api/ranking';
import { sendSharedAnswer } from '../http/shared-answer';
import { requireUser } from '../plugins/auth';
import {
  keptCommunityFigures,
  leaderboard,
  myRanking,
  type RankingContext,
} from '../services/ranking-service';
import { optionalSecurity, security } from './social-route-parts';

const e = errorBodySchema;
const tags = ['ranking'];

/** SPEC.md §7 "Ranking and dashboard": the leaderboards and the caller's place in them. */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: RankingContext = {
    db: app.db,
    clock: app.clock,
    timeZone: app.timeZone,
    leaderboards: app.leaderboards,
  };
  const communityFigures = keptCommunityFigures();

  app.get(
    '/heritage/leaderboard/',
    {
      schema: {
        tags,
        summary: 'The top travellers by sites, countries or reviews, all time, this year or month',
        security: optionalSecurity,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 400: e },
      },
    },
    // The top of a ranking is kept and shared by every caller (leaderboard-cache.ts).
    async (request, reply) =>
      sendSharedAnswer(request, reply, await leaderboard(ctx, request.query)),
  );

  app.get(
    '/heritage/my-ranking/',
    {
      schema: {
        tags,
        summary: 'The signed-in traveller’s rank and score in one ranking',
        security,
        querystring: rankingQuerySchema,
        response: { 200: myRankingSchema, 400: e, 401: e },
      },
    },
    async (request) => myRanking(ctx, requireUser(request), request.query),
  );

  app.get(
    '/heritage/community/',
    {
      schema: {
        tags,
        summary: 'Sites on the List, travellers and visits recorded (refreshed every few minutes)',
        response: { 200: communityFiguresSchema },
      },
    },
    async () => communityFigures(ctx),
  );
};
