import type { LikeState, Post } from '../../shared/api/social-posts';
import type { Database } from '../db/connect';
import { violatedForeignKey } from '../db/errors';
import { HttpError } from '../http/http-error';
import { ownerOfPost } from '../repositories/collection-repository';
import { deleteLike, insertLike, likeState } from '../repositories/relations-repository';
import {
  countVisibleUserPosts,
  type FeedKind,
  feedScope,
  findVisiblePost,
  type PostKey,
  postExists,
  visiblePostAuthor,
} from '../repositories/social-posts-repository';
import { collectionClockOf, refreshSocialBadges } from './collection-service';
import { type IdempotentOutcome, requestFingerprint } from './idempotency-service';
import { type PostPage, postPage } from './post-pages';
import { notFound, SOCIAL_MESSAGES, type SocialContext } from './social-context';
import { toPostResponse } from './social-shapes';

type Viewer = number | undefined;

/** The cursor of `next` links: opaque to clients, the last post's exact key inside. */
export function encodeCursor(key: PostKey): string {
  return Buffer.from(`${key.micros}.${key.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): PostKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const match = /^(-?\d{1,19})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = Number(match?.[2]);
  if (!match?.[1] || !Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw HttpError.badRequest(SOCIAL_MESSAGES.badCursor, { cursor: [SOCIAL_MESSAGES.badCursor] });
  }
  return { micros: match[1], id };
}

/** SPEC.md §4: all → discover, following, mine → my-posts; any other value is discover. */
export function feedKindOf(type: string | undefined): FeedKind {
  return type === 'following' || type === 'my-posts' ? type : 'discover';
}

export type PostsPage = { posts: Post[]; nextCursor: string | null };

export async function feed(
  ctx: SocialContext,
  kind: FeedKind,
  viewerId: Viewer,
  page: { pageSize: number; page: number; cursor: string | undefined },
): Promise<PostsPage> {
  const after = decodeCursor(page.cursor);
  const found = await postPage(ctx.db, ctx.postCards, {
    scope: feedScope(kind, viewerId),
    viewerId,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
    after,
  });
  return pageOf(found);
}

function pageOf(found: PostPage): PostsPage {
  const last = found.rows.at(-1);
  return {
    posts: found.rows.map(toPostResponse),
    nextCursor:
      found.more && last ? encodeCursor({ micros: last.cursorMicros, id: last.visit.id }) : null,
  };
}

/** A user's posts the viewer may see, newest first; 404 when the user is not visible to them. */
export async function userPosts(
  ctx: SocialContext,
  userId: number,
  viewerId: Viewer,
  page: { limit: number; cursor: string | undefined },
): Promise<PostsPage & { total: number }> {
  const after = decodeCursor(page.cursor);
  const found = await postPage(ctx.db, ctx.postCards, {
    scope: { kind: 'author', authorId: userId },
    viewerId,
    limit: page.limit,
    offset: 0,
    after,
  });
  // A page with posts carries their count; an empty one asks whether the user is there.
  const total = found.authorPosts ?? (await countVisibleUserPosts(ctx.db, userId, viewerId));
  if (total === undefined) throw notFound(SOCIAL_MESSAGES.userNotFound);
  return { ...pageOf(found), total };
}

export async function getPost(ctx: SocialContext, postId: number, viewerId: Viewer): Promise<Post> {
  const row = await findVisiblePost(ctx.db, postId, viewerId);
  if (!row) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return toPostResponse(row);
}

type LikeInput = { userId: number; postId: number; key?: string | undefined };

/** Likes a post the user may see (404 otherwise, blocks included). */
export async function like(ctx: SocialContext, input: LikeInput): Promise<IdempotentOutcome> {
  const { userId, postId } = input;
  const ownerId = await visiblePostAuthor(ctx.db, postId, userId);
  if (ownerId === undefined) throw notFound(SOCIAL_MESSAGES.postNotFound);
  const fingerprint = requestFingerprint(['like', postId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    try {
      await insertLike(tx, userId, postId, ctx.clock());
    } catch (error) {
      // Removed by its author since the check above.
      if (violatedForeignKey(error)) throw notFound(SOCIAL_MESSAGES.postNotFound);
      throw error;
    }
    // Likes received earn the post's owner badges; a post's owner never changes.
    await refreshSocialBadges(tx, ownerId, collectionClockOf(ctx));
    return { status: 200, body: await likeBody(tx, userId, postId) };
  });
}

/** Takes the user's like back; works on any post that still exists, seen or not. */
export async function unlike(ctx: SocialContext, input: LikeInput): Promise<IdempotentOutcome> {
  const { userId, postId } = input;
  if (!(await postExists(ctx.db, postId))) throw notFound(SOCIAL_MESSAGES.postNotFound);
  const fingerprint = requestFingerprint(['unlike', postId]);
  return ctx.runIdempotent({ userId, key: input.key, fingerprint }, async (tx) => {
    await deleteLike(tx, userId, postId);
    await refreshPostOwnerBadges(ctx, tx, postId);
    return { status: 200, body: await likeBody(tx, userId, postId) };
  });
}

/** Likes received earn the post's owner badges. */
async function refreshPostOwnerBadges(ctx: SocialContext, tx: Database, postId: number) {
  const ownerId = await ownerOfPost(tx, postId);
  if (ownerId !== undefined) await refreshSocialBadges(tx, ownerId, collectionClockOf(ctx));
}

async function likeBody(
  db: SocialContext['db'],
  userId: number,
  postId: number,
): Promise<LikeState> {
  const state = await likeState(db, userId, postId);
  return { post_id: postId, liked: state.liked, likes_count: Math.max(0, state.count) };
}
