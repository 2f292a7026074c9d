import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/errors';
import { idempotencyKeyHeaderSchema } from '../../shared/api/idempotency';
import {
  wishlistCheckQuerySchema,
  wishlistCheckResponseSchema,
  wishlistItemParamsSchema,
  wishlistItemSchema,
  wishlistPageSchema,
  wishlistPutRequestSchema,
  wishlistSiteParamsSchema,
  wishlistToggleRequestSchema,
  wishlistToggleResponseSchema,
  wishlistUpdateRequestSchema,
} from '../../shared/api/wishlist';
import { pageNumberLinks } from '../http/page-links';
import { sendOutcome } from '../http/send-outcome';
import { requireUser } from '../plugins/auth';
import {
  checkWishlist,
  deleteWishlist,
  listOwnWishlist,
  putWishlist,
  removeWishlistSite,
  toggleWishlist,
  updateWishlist,
  type WishlistContext,
} from '../services/wishlist-service';

const tags = ['wishlist'];
const security = [{ bearer: [] }];
const e = errorBodySchema;
const listQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(5_000).default(1_000),
  page: z.coerce.number().int().min(1).default(1),
});

/** SPEC.md §7 "Wishlist": every call is the signed-in user's own list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: WishlistContext = { db: app.db, clock: app.clock, runIdempotent: app.runIdempotent };

  app.get(
    '/wishlist/',
    {
      schema: {
        tags,
        summary: 'The own wishlist, newest first',
        security,
        querystring: listQuery,
        response: { 200: wishlistPageSchema, 401: e },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const { page, page_size: limit } = request.query;
      const { total, items } = await listOwnWishlist(ctx, userId, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        count: total,
        ...pageNumberLinks(request.url, { page, pageSize: limit, total }),
        results: items,
      };
    },
  );

  app.post(
    '/wishlist/toggle/',
    {
      schema: {
        tags,
        summary: 'Add the site, or remove it when it is already on the wishlist',
        security,
        headers: idempotencyKeyHeaderSchema,
        body: wishlistToggleRequestSchema,
        response: {
          200: wishlistToggleResponseSchema,
          201: wishlistToggleResponseSchema,
          400: e,
          401: e,
          404: e,
          422: e,
        },
      },
    },
    async (request, reply) => {
      const { heritage_site_id: siteId, priority, notes } = request.body;
      const outcome = await toggleWishlist(ctx, {
        userId: requireUser(request),
        key: request.idempotencyKey,
        siteId,
        priority,
        notes,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.get(
    '/wishlist/check/',
    {
      schema: {
        tags,
        summary: 'Whether a site is on the own wishlist',
        security,
        querystring: wishlistCheckQuerySchema,
        response: { 200: wishlistCheckResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => checkWishlist(ctx, requireUser(request), request.query.heritage_site_id),
  );

  app.put(
    '/wishlist/sites/:siteId/',
    {
      schema: {
        tags,
        summary: 'Put the site on the wishlist with this priority and notes (adds or updates)',
        security,
        headers: idempotencyKeyHeaderSchema,
        params: wishlistSiteParamsSchema,
        body: wishlistPutRequestSchema,
        response: {
          200: wishlistItemSchema,
          201: wishlistItemSchema,
          400: e,
          401: e,
          404: e,
          422: e,
        },
      },
    },
    async (request, reply) => {
      const outcome = await putWishlist(ctx, {
        userId: requireUser(request),
        key: request.idempotencyKey,
        siteId: request.params.siteId,
        // Named fields only: nothing a body carries can stand in for a server-set one.
        priority: request.body.priority,
        notes: request.body.notes,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.delete(
    '/wishlist/sites/:siteId/',
    {
      schema: {
        tags,
        summary: 'Take the site off the wishlist (succeeds when it was not on it)',
        security,
        headers: idempotencyKeyHeaderSchema,
        params: wishlistSiteParamsSchema,
        response: { 204: z.null(), 401: e, 404: e, 422: e },
      },
    },
    async (request, reply) => {
      const outcome = await removeWishlistSite(ctx, {
        userId: requireUser(request),
        key: request.idempotencyKey,
        siteId: request.params.siteId,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.patch(
    '/wishlist/:id/',
    {
      schema: {
        tags,
        summary: 'Change priority or notes of an own wishlist item',
        security,
        headers: idempotencyKeyHeaderSchema,
        params: wishlistItemParamsSchema,
        body: wishlistUpdateRequestSchema,
        response: { 200: wishlistItemSchema, 400: e, 401: e, 404: e, 422: e },
      },
    },
    async (request, reply) => {
      const outcome = await updateWishlist(ctx, {
        userId: requireUser(request),
        key: request.idempotencyKey,
        id: request.params.id,
        priority: request.body.priority,
        notes: request.body.notes,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );

  app.delete(
    '/wishlist/:id/',
    {
      schema: {
        tags,
        summary: 'Remove an own wishlist item',
        security,
        headers: idempotencyKeyHeaderSchema,
        params: wishlistItemParamsSchema,
        response: { 204: z.null(), 401: e, 404: e, 422: e },
      },
    },
    async (request, reply) => {
      const outcome = await deleteWishlist(ctx, {
        userId: requireUser(request),
        key: request.idempotencyKey,
        id: request.params.id,
      });
      return sendOutcome(reply as FastifyReply, outcome);
    },
  );
};
