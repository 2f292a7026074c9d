/**
 * docs/SYNC.md S17: only the server's own answer settles an entry. A captive
 * portal, a proxy or a redirect can answer 200 with a web page; taken as
 * success it would drop a removal the server never got. So an answer counts
 * only when it was not redirected, is JSON (or the server's bodiless 204) and
 * has the shape the server gives that call. No React, no DOM.
 */

import {
  isBlockState,
  isComment,
  isErrorBody,
  isFollowState,
  isLikeState,
  isSyncBatchResponse,
  isVisit,
  isWishlistItem,
} from './answer-shapes';
import type { OutboxEntry } from './outbox-entry';
import type { EntryAnswer } from './outbox-ledger';
import { verdictOf } from './retry-policy';

/** An answer that came from the server's end of the call: its status and parsed JSON body. */
export type ServerReply = { status: number; body: unknown };

const isJson = (contentType: string | null) => {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || media.endsWith('+json');
};

/** The reply, or null when what came back cannot be the server's (S17). */
export async function serverReplyOf(response: Response): Promise<ServerReply | null> {
  // An opaque redirect (redirect: 'manual') has status 0; a followed one is marked redirected.
  if (response.redirected || response.status < 200 || response.status > 599) return null;
  const text = await response.text().catch(() => null);
  if (text === null) return null;
  if (text === '') return { status: response.status, body: null };
  if (!isJson(response.headers.get('content-type'))) return null;
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/**
 * What the server said about one entry, or null when the reply is not an answer this
 * call can get from the server (S17: the entry then waits, S9). Statuses that mean
 * "try again" (S9) are the caller's to handle first.
 */
export function entryAnswerOf(entry: OutboxEntry, reply: ServerReply): EntryAnswer | null {
  const { status, body } = reply;
  if (verdictOf(status) === 'sent') return takenBody(entry, status, body);
  if (verdictOf(status) === 'retry' || !isErrorBody(body)) return null;
  return { entry, kind: 'refused', status, message: body.detail || `HTTP ${status}` };
}

/** S12 with S17: the exact success the server answers for this kind of change. */
function takenBody(entry: OutboxEntry, status: number, body: unknown): EntryAnswer | null {
  const created = status === 200 || status === 201;
  switch (entry.operation.kind) {
    case 'visit.put':
      return created && isVisit(body) ? { entry, kind: 'sent', body } : null;
    case 'wishlist.put':
      return created && isWishlistItem(body) ? { entry, kind: 'sent', body } : null;
    case 'visit.delete':
    case 'wishlist.delete':
    case 'comment.delete':
      return status === 204 && body === null ? { entry, kind: 'sent', body: null } : null;
    // Likes, follows and blocks answer the state now, always 200 (docs/SYNC.md, the server
    // side of social changes); a comment 201, or 200 when its client id was seen (S20).
    case 'like.put':
    case 'like.delete':
      return status === 200 && isLikeState(body) ? { entry, kind: 'sent', body } : null;
    case 'follow.put':
    case 'follow.delete':
      return status === 200 && isFollowState(body) ? { entry, kind: 'sent', body } : null;
    case 'block.put':
    case 'block.delete':
      return status === 200 && isBlockState(body) ? { entry, kind: 'sent', body } : null;
    case 'post-comment.create':
    case 'site-comment.create':
      return created && isComment(body) ? { entry, kind: 'sent', body } : null;
  }
}

/** The batch call's answer (S16), or null when the reply is not the server's (S17). */
export function batchAnswerOf(reply: ServerReply) {
  return reply.status === 200 && isSyncBatchResponse(reply.body) ? reply.body : null;
}

/** The server refusing the batch call itself, as an older server without it does (S16). */
export function refusesBatches(reply: ServerReply): boolean {
  return verdictOf(reply.status) === 'refused' && isErrorBody(reply.body);
}

/**
 * S9: why the server asked an entry to wait, when it said so in its own words: a limit
 * reached (429 with the server's `Error`). Anything else waits with no reason shown.
 */
export function waitReasonOf(
  reply: ServerReply | null,
): { status: number; message: string } | undefined {
  if (reply?.status !== 429 || !isErrorBody(reply.body) || !reply.body.detail) return undefined;
  return { status: reply.status, message: reply.body.detail };
}
