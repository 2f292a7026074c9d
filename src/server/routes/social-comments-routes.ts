import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaderSchema } from '../../shared/api/idempotency';
import { siteIdParamsSchema } from '../../shared/api/sites';
import {
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  postCommentRequestSchema,
  siteCommentRequestSchema,
} from '../../shared/api/social-comments';
import { idParamsSchema } from '../../shared/api/social-users';
import { pageNumberLinks } from '../http/page-links';
import { sendOutcome } from '../http/send-outcome';
import { requireUser } from '../plugins/auth';
import {
  commentOnPost,
  commentOnSite,
  commentReplies,
  postComments,
  removeComment,
  siteComments,
} from '../services/social-comments-service';
import { e, optionalSecurity, security, socialContext, viewerOf } from './social-route-parts';

const tags = ['social'];

/** SPEC.md §7: comments on posts (with replies) and on sites. Reading needs no account. */
export const socialCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = socialContext(app);

  const lists = [
    [
      '/social/posts/:id/comments/',
      postComments,
      idParamsSchema,
      'A post’s comments, oldest first (replies: see replies_count)',
    ],
    [
      '/social/comments/:id/replies/',
      commentReplies,
      idParamsSchema,
      'Replies to a comment, oldest first',
    ],
    [
      '/heritage/sites/:id/comments/',
      siteComments,
      siteIdParamsSchema,
      'A site’s comments, newest first',
    ],
  ] as const;
  for (const [url, list, params, summary] of lists) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary,
          security: optionalSecurity,
          params,
          querystring: commentListQuerySchema,
          response: { 200: commentPageSchema, 400: e, 404: e },
        },
      },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        const { id } = request.params as { id: number };
        const found = await list(ctx, id, viewerOf(request), {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        const links = pageNumberLinks(request.url, { page, pageSize, total: found.total });
        return { count: found.total, ...links, results: found.comments };
      },
    );
  }

  const created = {
    200: commentSchema,
    201: commentSchema,
    400: e,
    401: e,
    404: e,
    422: e,
    429: e,
  };

  app.post(
    '/social/posts/:id/comments/',
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to one of its comments (parent_comment)',
        security,
        params: idParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        body: postCommentRequestSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const outcome = await commentOnPost(ctx, {
        userId,
        postId: request.params.id,
        comment: request.body,
        key: request.idempotencyKey,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.post(
    '/heritage/sites/:id/comments/',
    {
      schema: {
        tags,
        summary: 'Comment on a site',
        security,
        params: siteIdParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        body: siteCommentRequestSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const outcome = await commentOnSite(ctx, {
        userId,
        siteId: request.params.id,
        comment: request.body,
        key: request.idempotencyKey,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.delete(
    '/social/comments/:id/',
    {
      schema: {
        tags,
        summary:
          'Delete a comment and its replies: its author, or the owner of the post it is on (succeeds when already gone)',
        security,
        params: idParamsSchema,
        headers: idempotencyKeyHeaderSchema,
        response: { 204: z.null(), 400: e, 401: e, 403: e, 422: e },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request);
      const outcome = await removeComment(ctx, {
        userId,
        commentId: request.params.id,
        key: request.idempotencyKey,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );
};
