/**
 * The pull (docs/SYNC.md S14): the user's own visits and wishlist as the server
 * has them (changes made on another device arrive this way), written into the
 * local rows except where a change of this device still waits. No React, no DOM.
 */
import type { LocalDatabase } from '../db/local-database';
import { recordOwnDataPull } from '../db/own-data-pull-record';
import type { OwnVisitRow, WishlistRow } from '../db/own-rows';
import { isPage, isVisit, isWishlistItem } from './answer-shapes';
import { visitTarget, wishlistTarget } from './outbox-entry';
import { visitRowOf, wishlistRowOf } from './outbox-requests';
import { type SessionAccess, sendAsUser } from './send-as-user';
import { serverReplyOf } from './server-answer';
import { listedPriority } from './wishlist-priority';

/** Larger than the whole catalogue: one page holds every visit a user can have. */
const PULL_PAGE_SIZE = 5_000;

export type PullOutcome = 'pulled' | 'network' | 'signed-out';

export type PullDeps = SessionAccess & { db: LocalDatabase; apiBase?: string; now?: () => number };

/**
 * Pulls, and records how it went (db/own-data-pull-record.ts): a failure is remembered so
 * a device that never got the data does not pass an empty list off as the user's.
 */
export async function pullOwnData(deps: PullDeps, userId: number): Promise<PullOutcome> {
  const now = deps.now ?? Date.now;
  const failed = () => recordOwnDataPull(deps.db, userId, 'failed', now());
  try {
    const outcome = await pullOnce(deps, userId, now);
    if (outcome === 'network') await failed();
    return outcome;
  } catch (error) {
    await failed();
    throw error;
  }
}

async function pullOnce(deps: PullDeps, userId: number, now: () => number): Promise<PullOutcome> {
  const base = (deps.apiBase ?? '/api').replace(/\/$/, '');
  const getAll = async <T>(
    path: string,
    isItem: (value: unknown) => value is T,
  ): Promise<T[] | PullOutcome> => {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const url = `${base}${path}?page_size=${PULL_PAGE_SIZE}&page=${page}`;
      const result = await sendAsUser(
        deps,
        userId,
        (token) =>
          new Request(url, {
            headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          }),
      );
      if (result.kind !== 'answer') return result.kind;
      if (!result.response.ok) return 'network';
      // S17: a portal's page (or anything else not the server's list) is like no answer.
      const reply = await serverReplyOf(result.response);
      if (!reply || !isPage(reply.body, isItem)) return 'network';
      items.push(...reply.body.results);
      if (!reply.body.next || reply.body.results.length === 0) return items;
    }
  };

  const visits = await getAll('/heritage/visits/', isVisit);
  if (!Array.isArray(visits)) return visits;
  const wishlist = await getAll('/wishlist/', isWishlistItem);
  if (!Array.isArray(wishlist)) return wishlist;

  const tables = [deps.db.visits, deps.db.wishlist, deps.db.outbox, deps.db.meta];
  await deps.db.transaction('rw', tables, async () => {
    await recordOwnDataPull(deps.db, userId, 'succeeded', now());
    const entries = await deps.db.outbox.filter((e) => e.userId === userId).toArray();
    const waiting = new Set(entries.filter((e) => e.status !== 'failed').map((e) => e.target));
    const serverRows = new Map<string, OwnVisitRow | WishlistRow>();
    for (const visit of visits) {
      const row = visitRowOf(userId, visit);
      serverRows.set(visitTarget(row.siteId), row);
    }
    for (const item of wishlist) {
      const row = wishlistRowOf(userId, item);
      serverRows.set(wishlistTarget(row.siteId), row);
    }

    // S14: a change still waiting here wins; everything else becomes the server's copy.
    const localVisits = await deps.db.visits.where('userId').equals(userId).primaryKeys();
    const localWishes = await deps.db.wishlist.where('userId').equals(userId).primaryKeys();
    const gone = (target: string) => !serverRows.has(target) && !waiting.has(target);
    await deps.db.visits.bulkDelete(localVisits.filter(([, siteId]) => gone(visitTarget(siteId))));
    await deps.db.wishlist.bulkDelete(
      localWishes.filter(([, siteId]) => gone(wishlistTarget(siteId))),
    );
    const fresh = (target: string) => !waiting.has(target);
    await deps.db.visits.bulkPut(
      visits.map((v) => visitRowOf(userId, v)).filter((r) => fresh(visitTarget(r.siteId))),
    );
    await deps.db.wishlist.bulkPut(
      wishlist.map((i) => wishlistRowOf(userId, i)).filter((r) => fresh(wishlistTarget(r.siteId))),
    );
    // What the server has is now known: rollback of a waiting change returns to it (S7),
    // and a waiting wishlist change lists the server's priority (SPEC.md §4).
    for (const entry of entries) {
      if (entry.status !== 'pending') continue;
      const serverState = serverRows.get(entry.target) ?? null;
      await deps.db.outbox.update(entry.id, { serverState });
      if (entry.operation.kind === 'wishlist.put') {
        const priority = listedPriority(serverState, entry.operation.item);
        await deps.db.wishlist.update([userId, entry.operation.siteId], { priority });
      }
    }
  });
  return 'pulled';
}
