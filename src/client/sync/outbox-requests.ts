/**
 * How an outbox entry travels: the HTTP request for each operation (S3: state,
 * never "flip") and what the server's answer makes of the local row (S12).
 * No React, no DOM.
 */
import type { SyncBatchRequest, SyncOperation } from '../../shared/api/sync';
import type { Visit } from '../../shared/api/visits';
import type { WishlistItem } from '../../shared/api/wishlist';
import type { OwnVisitRow, WishlistRow } from '../db/own-rows';
import type { OutboxEntry, SocialOperation } from './outbox-entry';

/** The request that carries `entry`, with its id as the Idempotency-Key (S2). */
export function requestOf(entry: OutboxEntry, apiBase: string, access: string): Request {
  const base = apiBase.replace(/\/$/, '');
  const headers = new Headers({
    accept: 'application/json',
    authorization: `Bearer ${access}`,
    'idempotency-key': entry.id,
  });
  const { operation } = entry;
  const json = (method: string, path: string, body: unknown) => {
    headers.set('content-type', 'application/json');
    return new Request(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
  };
  const call = (method: string, path: string) => new Request(`${base}${path}`, { method, headers });
  switch (operation.kind) {
    case 'visit.put': {
      const path = `/heritage/sites/${operation.siteId}/visit/`;
      const fields = { heritage_site: operation.siteId, ...operation.visit };
      if (!entry.photo) return json('POST', path, fields);
      // SPEC.md §3: multipart when a file exists, the same fields as text plus `photos`.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined) form.set(name, String(value));
      }
      form.set('photos', entry.photo, photoFileName(entry.photo));
      return new Request(`${base}${path}`, { method: 'POST', headers, body: form });
    }
    case 'visit.delete':
      return new Request(`${base}/heritage/sites/${operation.siteId}/unvisit/`, {
        method: 'DELETE',
        headers,
      });
    case 'wishlist.put':
      return json('PUT', `/wishlist/sites/${operation.siteId}/`, operation.item);
    case 'wishlist.delete':
      return new Request(`${base}/wishlist/sites/${operation.siteId}/`, {
        method: 'DELETE',
        headers,
      });
    case 'post-comment.create':
    case 'site-comment.create': {
      const [path, body] = commentCallOf(operation);
      return json('POST', path, body);
    }
    default: {
      // Likes, follows, blocks and deletes carry no body (the state is the call, S3).
      const [method, path] = socialCallOf(operation);
      return call(method, path);
    }
  }
}

/** The single call of a like, follow, block or comment delete: method and path. */
function socialCallOf(
  operation: Exclude<SocialOperation, { kind: 'post-comment.create' | 'site-comment.create' }>,
): [string, string] {
  switch (operation.kind) {
    case 'like.put':
      return ['POST', `/social/posts/${operation.postId}/like/`];
    case 'like.delete':
      return ['DELETE', `/social/posts/${operation.postId}/unlike/`];
    case 'follow.put':
      return ['POST', `/social/follow/${operation.targetUserId}/`];
    case 'follow.delete':
      return ['DELETE', `/social/unfollow/${operation.targetUserId}/`];
    case 'block.put':
      return ['POST', `/social/block/${operation.targetUserId}/`];
    case 'block.delete':
      return ['DELETE', `/social/unblock/${operation.targetUserId}/`];
    case 'comment.delete':
      return ['DELETE', `/social/comments/${operation.commentId}/`];
  }
}

/** S20: a comment's call and body, with its own client id (SPEC.md §5: a reply's parent only if given). */
function commentCallOf(
  operation: Extract<SocialOperation, { kind: 'post-comment.create' | 'site-comment.create' }>,
): [string, Record<string, unknown>] {
  const body = { content: operation.content, client_id: operation.clientId };
  if (operation.kind === 'site-comment.create') {
    return [`/heritage/sites/${operation.siteId}/comments/`, body];
  }
  const parent =
    operation.parentCommentId === null ? {} : { parent_comment: operation.parentCommentId };
  return [`/social/posts/${operation.postId}/comments/`, { ...body, ...parent }];
}

/** S16: photo-less entries in one request; each keeps its id as its Idempotency-Key. */
export function batchRequestOf(
  entries: readonly OutboxEntry[],
  apiBase: string,
  access: string,
): Request {
  const body: SyncBatchRequest = { operations: entries.map(syncOperationOf) };
  return new Request(`${apiBase.replace(/\/$/, '')}/sync/batch/`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${access}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

function syncOperationOf({ id, operation }: OutboxEntry): SyncOperation {
  const key = { idempotency_key: id };
  switch (operation.kind) {
    case 'like.put':
    case 'like.delete':
      return { kind: operation.kind, ...key, post_id: operation.postId };
    case 'follow.put':
    case 'follow.delete':
    case 'block.put':
    case 'block.delete':
      return { kind: operation.kind, ...key, user_id: operation.targetUserId };
    case 'post-comment.create':
      return {
        kind: operation.kind,
        ...key,
        post_id: operation.postId,
        comment: commentCallOf(operation)[1],
      };
    case 'site-comment.create':
      return {
        kind: operation.kind,
        ...key,
        site_id: operation.siteId,
        comment: commentCallOf(operation)[1],
      };
    case 'comment.delete':
      return { kind: operation.kind, ...key, comment_id: operation.commentId };
  }
  const common = { ...key, site_id: operation.siteId };
  switch (operation.kind) {
    case 'visit.put':
      return {
        kind: operation.kind,
        ...common,
        visit: { heritage_site: operation.siteId, ...operation.visit },
      };
    case 'wishlist.put':
      return { kind: operation.kind, ...common, item: operation.item };
    case 'visit.delete':
    case 'wishlist.delete':
      return { kind: operation.kind, ...common };
  }
}

function photoFileName(photo: Blob): string {
  const extension = photo.type.split('/')[1]?.replace('jpeg', 'jpg') || 'bin';
  return `photo.${extension}`;
}

/** The local row the server's answer confirms, or null when the target is now absent (S12). */
export function confirmedRowOf(
  entry: OutboxEntry,
  body: unknown,
): OwnVisitRow | WishlistRow | null {
  // Social rows: social-local-rows.ts (confirmedSocialRow).
  const { operation, userId } = entry;
  switch (operation.kind) {
    case 'visit.put':
      return visitRowOf(userId, body as Visit);
    case 'wishlist.put':
      return wishlistRowOf(userId, body as WishlistItem);
    default:
      return null;
  }
}

export function visitRowOf(userId: number, visit: Visit): OwnVisitRow {
  const photo = visit.photos[0];
  return {
    userId,
    siteId: visit.heritage_site.id,
    serverId: visit.id,
    rating: visit.rating,
    comment: visit.comment,
    visited_date: visit.visited_date,
    ...(visit.country_code ? { country_code: visit.country_code } : {}),
    photo: photo ? { url: photo.url, thumbnailUrl: photo.thumbnail_url } : null,
    server: {
      notes: visit.notes,
      visibility: visit.visibility,
      share_to_feed: visit.share_to_feed,
      created_at: visit.created_at,
      updated_at: visit.updated_at,
    },
  };
}

export function wishlistRowOf(userId: number, item: WishlistItem): WishlistRow {
  return {
    userId,
    siteId: item.heritage_site.id,
    serverId: item.id,
    priority: item.priority,
    notes: item.notes,
    addedAt: item.added_at,
  };
}
