import { z } from 'zod';
import { USER_SEARCH_QUERY_MAX, USERS_PAGE_DEFAULT, USERS_PAGE_MAX } from '../limits';
import { pagedSchema } from './paged';

/**
 * Travellers as others see them (SPEC.md §3 User). A separate schema from the
 * own `User` of /auth/profile/, so a private field (e-mail, birth date, the
 * default visibility) can never reach anyone else by reuse: the serializer
 * drops every key not listed here. Counts are those the caller may see: posts
 * and visits hidden from them are not counted.
 */
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    full_name: z.string().describe('display_name, or username when that is empty'),
    profile_picture: z.string().nullable().describe('A /media/… path'),
    bio: z.string(),
    location: z.string(),
    website: z.string(),
    joined_date: z.string().describe('ISO 8601 timestamp'),
    posts_count: z.number().int().nonnegative().describe('Posts the caller may see'),
    total_visits: z.number().int().nonnegative().describe('Visits the caller may see'),
    countries_visited: z.number().int().nonnegative().describe('Of the visits the caller may see'),
    followers_count: z.number().int().nonnegative(),
    following_count: z.number().int().nonnegative(),
    is_following: z.boolean().describe('The caller follows this user (false for visitors)'),
    is_followed_by: z.boolean().describe('This user follows the caller'),
    is_blocked: z.boolean().describe('The caller has blocked this user'),
    is_self: z.boolean().describe('This is the caller'),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicUserPageSchema = pagedSchema(publicUserSchema).meta({ id: 'PublicUserPage' });
export type PublicUserPage = z.infer<typeof publicUserPageSchema>;

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const limit = z.coerce.number().int().min(1).max(USERS_PAGE_MAX).default(USERS_PAGE_DEFAULT);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** `popular`: most followers first; `recent`: most recent visible post first. */
export const userListQuerySchema = z.object({
  limit,
  order: z.enum(['popular', 'recent']).catch('popular').default('popular'),
});

/**
 * Username and display name, ignoring case, full/half width and
 * hiragana/katakana (normalizeForSearch). `q` is trimmed; an empty q answers
 * an empty page.
 */
export const userSearchQuerySchema = z.object({
  q: z.string().max(USER_SEARCH_QUERY_MAX).default(''),
  limit,
  offset,
});

export const followListQuerySchema = z.object({ limit, offset });

/** The answer of follow and unfollow: the state now, and the target's follower count. */
export const followStateSchema = z
  .object({
    is_following: z.boolean(),
    followers_count: z.number().int().nonnegative().describe('The followed user’s followers'),
  })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

/** The answer of block and unblock. */
export const blockStateSchema = z
  .object({ user_id: z.number().int(), is_blocked: z.boolean() })
  .meta({ id: 'BlockState' });
export type BlockState = z.infer<typeof blockStateSchema>;

/** A user the caller has blocked, as the own profile's block list shows them. */
export const blockedUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    full_name: z.string(),
    profile_picture: z.string().nullable(),
    blocked_at: z.iso.datetime(),
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blockedUserPageSchema = pagedSchema(blockedUserSchema).meta({
  id: 'BlockedUserPage',
});
