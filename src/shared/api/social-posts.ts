import { z } from 'zod';
import { FEED_CURSOR_MAX, FEED_PAGE_DEFAULT, FEED_PAGE_MAX, USER_POSTS_DEFAULT } from '../limits';
import { visibilitySchema } from './visibility';
import { postAuthorSchema, siteSummarySchema, visitPhotoSchema } from './visits';

/**
 * A visit as others see it: the feed post of SPEC.md §3. A separate schema
 * from the owner's `Visit`, so the private `notes` can never reach anyone
 * else by reuse: the serializer drops every key not listed here.
 */
/** A post's author, with whether the caller follows them (the card's follow button). */
export const postUserSchema = postAuthorSchema
  .extend({
    is_following: z.boolean().describe('The caller follows the author (false for visitors)'),
  })
  .meta({ id: 'PostUser' });

export const postSchema = z
  .object({
    id: z.number().int().describe('The visit id'),
    user: postUserSchema,
    heritage_site: siteSummarySchema,
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    visited_date: z.iso.date(),
    created_at: z.iso.datetime(),
    photos_url: z.string().nullable().describe('The photo, or null'),
    photos: z.array(visitPhotoSchema),
    visibility: visibilitySchema,
    likes_count: z.number().int().nonnegative(),
    comments_count: z.number().int().nonnegative().describe('Comments and replies'),
    is_liked: z.boolean().describe('The caller likes it (false for visitors)'),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const FEED_TYPES = ['discover', 'following', 'my-posts'] as const;

const cursor = z
  .string()
  .max(FEED_CURSOR_MAX)
  .optional()
  .describe('Opaque; taken from a `next` link. With it, `page` is ignored');

/**
 * SPEC.md §7 feed. `type` is discover (every post the caller may see),
 * following (posts of the users the caller follows; signed in), my-posts (the
 * caller's own, whatever their visibility; signed in); any other value means
 * discover (SPEC.md §4).
 */
export const feedQuerySchema = z.object({
  type: z.string().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  cursor,
});

export const userPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(USER_POSTS_DEFAULT),
  cursor,
});

/**
 * A page of posts, newest first. `next` is a cursor link (keyset on
 * created_at and id): following it never repeats or skips a post, even when
 * new posts arrive between pages. It is null on the last page. `previous` is
 * a page-number link for callers that page by `page`. The feed is not
 * counted (that would read every post); a user's posts carry their `count`.
 */
export const feedPageSchema = z
  .object({
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(postSchema),
  })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const userPostPageSchema = feedPageSchema
  .extend({ count: z.number().int().nonnegative().describe('Posts the caller may see') })
  .meta({ id: 'UserPostPage' });
export type UserPostPage = z.infer<typeof userPostPageSchema>;

/** The answer of like and unlike: the state now. The count never goes below 0. */
export const likeStateSchema = z
  .object({
    post_id: z.number().int(),
    liked: z.boolean(),
    likes_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;
