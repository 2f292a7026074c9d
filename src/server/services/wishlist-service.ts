import type { WishlistItem } from '../../shared/api/wishlist';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import { siteExists } from '../repositories/sites-repository';
import {
  deleteWishlistItem,
  findWishlistItem,
  listWishlist,
  putWishlistItem,
  updateWishlistItem,
  type WishlistRow,
} from '../repositories/wishlist-repository';
import {
  type EffectResult,
  type IdempotentOutcome,
  requestFingerprint,
} from './idempotency-service';
import type { VisitsContext } from './visits-service';

export type WishlistContext = Pick<VisitsContext, 'db' | 'clock' | 'runIdempotent'>;

const MESSAGES = {
  siteNotFound: '指定された世界遺産は見つかりませんでした。',
  itemNotFound: 'ウィッシュリストの項目が見つかりませんでした。',
} as const;

export function toWishlistResponse(row: WishlistRow): WishlistItem {
  return {
    id: row.id,
    priority: row.priority,
    notes: row.notes,
    added_at: row.addedAt.toISOString(),
    heritage_site: {
      id: row.site.id,
      name: row.site.nameJa,
      name_en: row.site.nameEn,
      country: row.site.statesJa.join('、'),
      country_en: row.site.statesEn.join(', '),
      heritage_type: row.site.category,
      listed: row.site.listed,
    },
  };
}

async function requireSite(db: Database, siteId: number): Promise<void> {
  if (!(await siteExists(db, siteId))) throw HttpError.notFound(MESSAGES.siteNotFound);
}

async function itemOf(db: Database, userId: number, siteId: number): Promise<WishlistItem> {
  const row = await findWishlistItem(db, userId, { siteId });
  if (!row) throw new Error('wishlist item vanished inside its own transaction');
  return toWishlistResponse(row);
}

type Key = { userId: number; key?: string | undefined };

/**
 * Runs one change of the user's wishlist at most once per Idempotency-Key: `what` names the
 * change and its values, so a key replayed with another change is refused, not answered.
 */
function keyedChange(
  ctx: WishlistContext,
  input: Key,
  what: unknown[],
  change: (tx: Database) => Promise<EffectResult>,
): Promise<IdempotentOutcome> {
  const fingerprint = requestFingerprint(what);
  return ctx.runIdempotent({ userId: input.userId, key: input.key, fingerprint }, change);
}

export async function listOwnWishlist(
  ctx: WishlistContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; items: WishlistItem[] }> {
  const { total, rows } = await listWishlist(ctx.db, userId, page);
  return { total, items: rows.map(toWishlistResponse) };
}

export async function checkWishlist(ctx: WishlistContext, userId: number, siteId: number) {
  const row = await findWishlistItem(ctx.db, userId, { siteId });
  return { in_wishlist: row !== undefined, item_id: row?.id ?? null };
}

/** SPEC.md §7 toggle: adds the site, or removes it when already listed. */
export async function toggleWishlist(
  ctx: WishlistContext,
  input: Key & { siteId: number; priority: number; notes: string },
): Promise<IdempotentOutcome> {
  await requireSite(ctx.db, input.siteId);
  return keyedChange(
    ctx,
    input,
    ['wishlist-toggle', input.siteId, input.priority, input.notes],
    async (tx) => {
      if (await deleteWishlistItem(tx, input.userId, { siteId: input.siteId })) {
        return { status: 200, body: { status: 'removed', in_wishlist: false, item: null } };
      }
      await putWishlistItem(tx, { ...input, now: ctx.clock() });
      const item = await itemOf(tx, input.userId, input.siteId);
      return { status: 201, body: { status: 'added', in_wishlist: true, item } };
    },
  );
}

/** Puts the site on the wishlist with this priority and notes (adds or updates). */
export async function putWishlist(
  ctx: WishlistContext,
  input: Key & { siteId: number; priority: number; notes: string },
): Promise<IdempotentOutcome> {
  await requireSite(ctx.db, input.siteId);
  return keyedChange(
    ctx,
    input,
    ['wishlist-put', input.siteId, input.priority, input.notes],
    async (tx) => {
      const existed = await findWishlistItem(tx, input.userId, { siteId: input.siteId });
      await putWishlistItem(tx, { ...input, now: ctx.clock() });
      return { status: existed ? 200 : 201, body: await itemOf(tx, input.userId, input.siteId) };
    },
  );
}

/** Takes the site off the wishlist; succeeds when it was not on it. */
export async function removeWishlistSite(
  ctx: WishlistContext,
  input: Key & { siteId: number },
): Promise<IdempotentOutcome> {
  await requireSite(ctx.db, input.siteId);
  return keyedChange(ctx, input, ['wishlist-remove-site', input.siteId], async (tx) => {
    await deleteWishlistItem(tx, input.userId, { siteId: input.siteId });
    return { status: 204, body: null };
  });
}

export async function updateWishlist(
  ctx: WishlistContext,
  input: Key & { id: number; priority?: number | undefined; notes?: string | undefined },
): Promise<IdempotentOutcome> {
  return keyedChange(
    ctx,
    input,
    ['wishlist-update', input.id, input.priority, input.notes],
    async (tx) => {
      const changed = await updateWishlistItem(tx, input.userId, input.id, {
        priority: input.priority,
        notes: input.notes,
      });
      if (!changed) throw HttpError.notFound(MESSAGES.itemNotFound);
      const row = await findWishlistItem(tx, input.userId, { id: input.id });
      if (!row) throw HttpError.notFound(MESSAGES.itemNotFound);
      return { status: 200, body: toWishlistResponse(row) };
    },
  );
}

export async function deleteWishlist(
  ctx: WishlistContext,
  input: Key & { id: number },
): Promise<IdempotentOutcome> {
  return keyedChange(ctx, input, ['wishlist-delete', input.id], async (tx) => {
    if (!(await deleteWishlistItem(tx, input.userId, { id: input.id }))) {
      throw HttpError.notFound(MESSAGES.itemNotFound);
    }
    return { status: 204, body: null };
  });
}
