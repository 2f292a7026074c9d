import { z } from 'zod';
import { WISHLIST_NOTES_MAX, WISHLIST_PRIORITY_DEFAULT } from '../limits';
import { pagedSchema } from './paged';
import { siteSummarySchema } from './visits';

const priority = z.coerce.number().int().min(1).max(3).describe('3 high, 2 medium, 1 low');

export const wishlistItemSchema = z
  .object({
    id: z.number().int(),
    priority: z.number().int().min(1).max(3),
    notes: z.string(),
    added_at: z.iso.datetime(),
    heritage_site: siteSummarySchema,
  })
  .meta({ id: 'WishlistItem' });

export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistPageSchema = pagedSchema(wishlistItemSchema).meta({ id: 'WishlistPage' });

export const wishlistToggleRequestSchema = z
  .object({
    heritage_site_id: z.coerce.number().int().positive(),
    priority: priority.default(WISHLIST_PRIORITY_DEFAULT),
    notes: z.string().trim().max(WISHLIST_NOTES_MAX).default(''),
  })
  .meta({ id: 'WishlistToggleRequest' });

export const wishlistToggleResponseSchema = z
  .object({
    status: z.enum(['added', 'removed']),
    in_wishlist: z.boolean(),
    item: wishlistItemSchema.nullable(),
  })
  .meta({ id: 'WishlistToggleResponse' });

export const wishlistCheckQuerySchema = z.object({
  heritage_site_id: z.coerce.number().int().positive(),
});

export const wishlistCheckResponseSchema = z
  .object({ in_wishlist: z.boolean(), item_id: z.number().int().nullable() })
  .meta({ id: 'WishlistCheck' });

export const wishlistUpdateRequestSchema = z
  .object({
    priority: priority.optional(),
    notes: z.string().trim().max(WISHLIST_NOTES_MAX).optional(),
  })
  .meta({ id: 'WishlistUpdateRequest' });

/**
 * Sets a site's wishlist state (PUT adds or updates, DELETE removes). Unlike
 * the toggle, these say the state the user wants, so a replay or a stale
 * client can never flip it the wrong way: the offline outbox uses them.
 */
export const wishlistPutRequestSchema = z
  .object({
    priority: priority.default(WISHLIST_PRIORITY_DEFAULT),
    notes: z.string().trim().max(WISHLIST_NOTES_MAX).default(''),
  })
  .meta({ id: 'WishlistPutRequest' });

export const wishlistSiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });
export const wishlistItemParamsSchema = z.object({ id: z.coerce.number().int().positive() });
