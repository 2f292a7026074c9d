import type {
  BlockedUser,
  BlockState,
  FollowState,
  PublicUser,
} from '../../shared/api/social-users';
import { normalizeForSearch } from '../../shared/text/normalize-search';
import { HttpError } from '../http/http-error';
import {
  deleteBlock,
  deleteFollow,
  followersCount,
  insertBlock,
  insertFollow,
  listBlocked,
  standingTowards,
} from '../repositories/relations-repository';
import {
  findPublicUser,
  listFollowRelations,
  listSuggestedUsers,
  publicUserExists,
  type UserIdsPage,
  type UserPage,
  userExists,
  usersOfIdsUnlessViewerBlocked,
} from '../repositories/social-users-repository';
import { searchMatches, searchUsers } from '../repositories/user-search-repository';
import { collectionClockOf, refreshSocialBadges } from './collection-service';
import { type IdempotentOutcome, requestFingerprint } from './idempotency-service';
import type { KeptAnswers } from './kept-answers';
import { notFound, SOCIAL_MESSAGES, type SocialContext, youBlocked } from './social-context';
import { toPublicUser } from './social-shapes';

type Page = { limit: number; offset: number };
type Viewer = number | undefined;

/** A user as the viewer sees them; 404 when absent or when they have blocked the viewer. */
export async function publicProfile(
  ctx: SocialContext,
  userId: number,
  viewerId: Viewer,
): Promise<PublicUser> {
  const row = await findPublicUser(ctx.db, userId, viewerId);
  if (!row) throw notFound(SOCIAL_MESSAGES.userNotFound);
  return toPublicUser(row, viewerId);
}

const usersOf = (page: UserPage, viewerId: Viewer) => ({
  total: page.total,
  users: page.rows.map((row) => toPublicUser(row, viewerId)),
});

export async function followList(
  ctx: SocialContext,
  userId: number,
  direction: 'followers' | 'following',
  viewerId: Viewer,
  page: Page,
) {
  await publicProfileExists(ctx, userId, viewerId);
  return usersOf(await listFollowRelations(ctx.db, userId, direction, viewerId, page), viewerId);
}

async function publicProfileExists(ctx: SocialContext, userId: number, viewerId: Viewer) {
  if (!(await publicUserExists(ctx.db, userId, viewerId))) {
    throw notFound(SOCIAL_MESSAGES.userNotFound);
  }
}

export async function suggestedUsers(
  ctx: SocialContext,
  viewerId: Viewer,
  order: 'popular' | 'recent',
  limit: number,
): Promise<PublicUser[]> {
  const rows = await listSuggestedUsers(ctx.db, viewerId, order, limit);
  return rows.map((row) => toPublicUser(row, viewerId));
}

/** SPEC.md §5: the query is trimmed; an empty one finds nobody. */
export async function findUsers(
  ctx: SocialContext,
  q: string,
  viewerId: Viewer,
  page: Page,
  keptMatches?: KeptAnswers<UserIdsPage>,
) {
  const folded = normalizeForSearch(q.trim());
  if (folded === '') return { total: 0, users: [] };
  const found = keptMatches
    ? await searchKept(ctx, folded, viewerId, page, keptMatches)
    : await searchUsers(ctx.db, folded, viewerId, page);
  return usersOf(found, viewerId);
}

/**
 * The search with a page's matches as everyone sees them (ids and count) kept by the
 * instance (plugins/user-search-pages.ts, P7): a common name matches thousands of travellers,
 * all read, counted and sorted for each page, and the names people search for are the same
 * few again and again. Only the users of the page are read for each call, in the caller's
 * eyes. A viewer whom anyone has blocked sees fewer matches than everyone: their page is
 * read with their blocks, as without kept matches.
 */
async function searchKept(
  ctx: SocialContext,
  folded: string,
  viewerId: Viewer,
  page: Page,
  keptMatches: KeptAnswers<UserIdsPage>,
): Promise<UserPage> {
  const withBlocks = () => searchUsers(ctx.db, folded, viewerId, page);
  const matches = await keptMatches.answer(JSON.stringify([folded, page.limit, page.offset]), () =>
    searchMatches(ctx.db, folded, page),
  );
  if (matches.total === 0) return { total: 0, rows: [] };
  // Past the last page: nobody to read, but the count may hold someone who hides.
  if (matches.ids.length === 0) {
    return viewerId === undefined ? { total: matches.total, rows: [] } : withBlocks();
  }
  const rows = await usersOfIdsUnlessViewerBlocked(ctx.db, viewerId, matches.ids);
  return rows ? { total: matches.total, rows } : withBlocks();
}

/**
 * The target exists and has not blocked the actor; else 404, as if they did not exist.
 * Answers whether the actor blocks the target.
 */
async function requireReachable(
  ctx: SocialContext,
  actorId: number,
  targetId: number,
): Promise<{ blockingTarget: boolean }> {
  const standing = await standingTowards(ctx.db, actorId, targetId);
  if (!standing.exists || standing.blockedByTarget) throw notFound(SOCIAL_MESSAGES.userNotFound);
  return standing;
}

type Target = { userId: number; targetId: number; key?: string | undefined };

export async function follow(ctx: SocialContext, input: Target): Promise<IdempotentOutcome> {
  const { userId, targetId } = input;
  if (userId === targetId) {
    throw HttpError.badRequest(SOCIAL_MESSAGES.selfFollow, { user: [SOCIAL_MESSAGES.selfFollow] });
  }
  const { blockingTarget } = await requireReachable(ctx, userId, targetId);
  if (blockingTarget) throw youBlocked();
  const fingerprint = requestFingerprint(['follow', targetId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    await insertFollow(tx, userId, targetId, ctx.clock());
    await refreshSocialBadges(tx, targetId, collectionClockOf(ctx));
    const body: FollowState = {
      is_following: true,
      followers_count: await followersCount(tx, targetId),
    };
    return { status: 200, body };
  });
}

export async function unfollow(ctx: SocialContext, input: Target): Promise<IdempotentOutcome> {
  const { userId, targetId } = input;
  await requireReachable(ctx, userId, targetId);
  const fingerprint = requestFingerprint(['unfollow', targetId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    await deleteFollow(tx, userId, targetId);
    await refreshSocialBadges(tx, targetId, collectionClockOf(ctx));
    const body: FollowState = {
      is_following: false,
      followers_count: await followersCount(tx, targetId),
    };
    return { status: 200, body };
  });
}

export async function block(ctx: SocialContext, input: Target): Promise<IdempotentOutcome> {
  const { userId, targetId } = input;
  if (userId === targetId) {
    throw HttpError.badRequest(SOCIAL_MESSAGES.selfBlock, { user: [SOCIAL_MESSAGES.selfBlock] });
  }
  // A user who blocked the caller can still be blocked back: it hides them both ways.
  if (!(await userExists(ctx.db, targetId))) throw notFound(SOCIAL_MESSAGES.userNotFound);
  const fingerprint = requestFingerprint(['block', targetId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    await insertBlock(tx, userId, targetId, ctx.clock());
    // A block ends follows both ways: both followers counts may fall. Lower id first, so two
    // travellers blocking each other at once take their collections in the same order.
    for (const id of [userId, targetId].sort((a, b) => a - b)) {
      await refreshSocialBadges(tx, id, collectionClockOf(ctx));
    }
    const body: BlockState = { user_id: targetId, is_blocked: true };
    return { status: 200, body };
  });
}

export async function unblock(ctx: SocialContext, input: Target): Promise<IdempotentOutcome> {
  const { userId, targetId } = input;
  if (!(await userExists(ctx.db, targetId))) throw notFound(SOCIAL_MESSAGES.userNotFound);
  const fingerprint = requestFingerprint(['unblock', targetId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    await deleteBlock(tx, userId, targetId);
    const body: BlockState = { user_id: targetId, is_blocked: false };
    return { status: 200, body };
  });
}

export async function blockedUsers(
  ctx: SocialContext,
  userId: number,
  page: Page,
): Promise<{ total: number; users: BlockedUser[] }> {
  const { total, rows } = await listBlocked(ctx.db, userId, page);
  return {
    total,
    users: rows.map((r) => ({
      id: r.id,
      username: r.username,
      display_name: r.displayName,
      full_name: r.displayName || r.username,
      profile_picture: r.profilePicture,
      blocked_at: r.blockedAt.toISOString(),
    })),
  };
}
