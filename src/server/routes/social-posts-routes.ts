import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeaderSchema } from '../../shared/api/idempotency';
import {
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
  postSchema,
  userPostPageSchema,
  userPostsQuerySchema,
} from '../../shared/api/social-posts';
import { idParamsSchema, userIdParamsSchema } from '../../shared/api/social-users';
import { sendOutcome } from '../http/send-outcome';
import { requireUser } from '../plugins/auth';
import {
  feed,
  feedKindOf,
  getPost,
  like,
  unlike,
  userPosts,
} from '../services/social-posts-service';
import { e, optionalSecurity, security, socialContext, viewerOf } from './social-route-parts';

const tags = ['social'];

/** The request's own path and query with `set` applied (null deletes), relative to the origin. */
function linkWith(requestUrl: string, set: Record<string, string | null>): string {
  const url = new URL(requestUrl, 'http://localhost');
  for (const [name, value] of Object.entries(set)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/** SPEC.md §7 Social: the feed, a user's posts, one post, likes. */
export const socialPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = socialContext(app);

  app.get(
    '/social/feed/',
    {
      schema: {
        tags,
        summary:
          'Posts newest first: discover (all the caller may see), following, my-posts; any other type is discover',
        security: optionalSecurity,
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const { type, page_size: pageSize, page, cursor } = request.query;
      const kind = feedKindOf(type);
      const viewer = kind === 'discover' ? viewerOf(request) : requireUser(request);
      const found = await feed(ctx, kind, viewer, { pageSize, page, cursor });
      return {
        next: found.nextCursor && linkWith(request.url, { cursor: found.nextCursor, page: null }),
        previous:
          cursor === undefined && page > 1
            ? linkWith(request.url, { page: String(page - 1) })
            : null,
        results: found.posts,
      };
    },
  );

  app.get(
    '/social/users/:userId/posts/',
    {
      schema: {
        tags,
        summary: 'A traveller’s posts the caller may see, newest first (cursor paged)',
        security: optionalSecurity,
        params: userIdParamsSchema,
        querystring: userPostsQuerySchema,
        response: { 200: userPostPageSchema, 400: e, 404: e },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const found = await userPosts(ctx, request.params.userId, viewerOf(request), {
        limit,
        cursor,
      });
      return {
        count: found.total,
        next: found.nextCursor && linkWith(request.url, { cursor: found.nextCursor }),
        previous: null,
        results: found.posts,
      };
    },
  );

  app.get(
    '/social/posts/:id/',
    {
      schema: {
        tags,
        summary: 'One post (404 when absent or hidden from the caller)',
        security: optionalSecurity,
        params: idParamsSchema,
        response: { 200: postSchema, 400: e, 404: e },
      },
    },
    async (request) => getPost(ctx, request.params.id, viewerOf(request)),
  );

  const likeCalls = [
    ['POST', '/social/posts/:id/like/', like, 'Like (a second like changes nothing)'],
    ['DELETE', '/social/posts/:id/unlike/', unlike, 'Take the like back (succeeds when not liked)'],
  ] as const;
  for (const [method, url, run, summary] of likeCalls) {
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        security,
        params: idParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        response: { 200: likeStateSchema, 400: e, 401: e, 404: e, 422: e },
      },
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { id } = request.params as { id: number };
        const outcome = await run(ctx, { userId, postId: id, key: request.idempotencyKey });
        return sendOutcome(reply as FastifyReply, outcome);
      },
    });
  }
};
