/**
 * How an outbox entry travels: the HTTP request for each operation (S3: state,
 * never "flip") and what the server's answer makes of the local row (S12).
 * No React, no DOM.
 */
import type { SyncBatchRequest, SyncOperation } from '../../shared/api/sync';
import type { Visit } from '../../shared/api/visits';
import type { WishlistItem } from '../../shared/api/wishlist';
import type { OwnVisitRow, WishlistRow } from '../db/own-rows';
import type { OutboxEntry } from './outbox-entry';

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
  switch (operation.kind) {
    case 'visit.put': {
      const path = `/heritage/sites/${operation.siteId}/visit/`;
      const fields = { heritage_site: operation.siteId, ...operation.visit, share_to_feed: true };
      if (!entry.photo) return json('POST', path, fields);
      // SPEC.md §3: multipart when a file exists, the same fields as text plus `photos`.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
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
  }
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
  const common = { idempotency_key: id, site_id: operation.siteId };
  switch (operation.kind) {
    case 'visit.put':
      return {
        kind: operation.kind,
        ...common,
        visit: { heritage_site: operation.siteId, ...operation.visit, share_to_feed: true },
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
    photo: photo ? { url: photo.url, thumbnailUrl: photo.thumbnail_url } : null,
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
