import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeaderSchema } from '../../shared/api/idempotency';
import {
  blockedUserPageSchema,
  blockStateSchema,
  followListQuerySchema,
  followStateSchema,
  publicUserPageSchema,
  publicUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userSearchQuerySchema,
} from '../../shared/api/social-users';
import { pageLinks } from '../http/page-links';
import { sendOutcome } from '../http/send-outcome';
import { requireUser } from '../plugins/auth';
import {
  block,
  blockedUsers,
  findUsers,
  follow,
  followList,
  publicProfile,
  suggestedUsers,
  unblock,
  unfollow,
} from '../services/social-users-service';
import { e, optionalSecurity, security, socialContext, viewerOf } from './social-route-parts';

const tags = ['social'];

/** SPEC.md §7 Social: travellers, follows and blocks. */
export const socialUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = socialContext(app);

  app.get(
    '/social/users/',
    {
      schema: {
        tags,
        summary: 'Suggested travellers: most followed (popular) or most recently posting (recent)',
        security: optionalSecurity,
        querystring: userListQuerySchema,
        response: { 200: publicUserPageSchema, 400: e },
      },
    },
    async (request) => {
      const { order, limit } = request.query;
      const results = await suggestedUsers(ctx, viewerOf(request), order, limit);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/social/users/search/',
    {
      schema: {
        tags,
        summary: 'Travellers by username or display name (case, width and kana folded)',
        security: optionalSecurity,
        querystring: userSearchQuerySchema,
        response: { 200: publicUserPageSchema, 400: e },
      },
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      const page = { limit, offset };
      const { total, users } = await findUsers(
        ctx,
        q,
        viewerOf(request),
        page,
        app.userSearchPages,
      );
      return { count: total, ...pageLinks(request.url, { limit, offset, total }), results: users };
    },
  );

  app.get(
    '/social/users/:userId/profile/',
    {
      schema: {
        tags,
        summary: 'A traveller’s public profile (404 when absent, or when they blocked the caller)',
        security: optionalSecurity,
        params: userIdParamsSchema,
        response: { 200: publicUserSchema, 400: e, 404: e },
      },
    },
    async (request) => publicProfile(ctx, request.params.userId, viewerOf(request)),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/social/${direction}/:userId/`,
      {
        schema: {
          tags,
          summary:
            direction === 'followers'
              ? 'Who follows the user, newest first'
              : 'Whom the user follows, newest first',
          security: optionalSecurity,
          params: userIdParamsSchema,
          querystring: followListQuerySchema,
          response: { 200: publicUserPageSchema, 400: e, 404: e },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        const viewer = viewerOf(request);
        const { total, users } = await followList(ctx, request.params.userId, direction, viewer, {
          limit,
          offset,
        });
        return {
          count: total,
          ...pageLinks(request.url, { limit, offset, total }),
          results: users,
        };
      },
    );
  }

  const stateCalls = [
    [
      'POST',
      '/social/follow/:userId/',
      follow,
      followStateSchema,
      'Follow (a second time changes nothing)',
    ],
    [
      'DELETE',
      '/social/unfollow/:userId/',
      unfollow,
      followStateSchema,
      'Stop following (succeeds when not following)',
    ],
    [
      'POST',
      '/social/block/:userId/',
      block,
      blockStateSchema,
      'Block: they no longer see the caller, and the follows between the two end',
    ],
    [
      'DELETE',
      '/social/unblock/:userId/',
      unblock,
      blockStateSchema,
      'Unblock (succeeds when not blocked)',
    ],
  ] as const;
  for (const [method, url, run, answer, summary] of stateCalls) {
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        security,
        params: userIdParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        response: { 200: answer, 400: e, 401: e, 403: e, 404: e, 422: e },
      },
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { userId: targetId } = request.params as { userId: number };
        const outcome = await run(ctx, { userId, targetId, key: request.idempotencyKey });
        return sendOutcome(reply as FastifyReply, outcome);
      },
    });
  }

  app.get(
    '/social/blocks/',
    {
      schema: {
        tags,
        summary: 'The users the caller has blocked, newest first',
        security,
        querystring: followListQuerySchema,
        response: { 200: blockedUserPageSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { total, users } = await blockedUsers(ctx, requireUser(request), { limit, offset });
      return { count: total, ...pageLinks(request.url, { limit, offset, total }), results: users };
    },
  );
};
