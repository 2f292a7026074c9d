import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Visit, visitRequestSchema } from '../../shared/api/visits';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import type { MediaStore } from '../media/media-store';
import { type EncodedPhoto, UnsupportedPhoto, writeVisitPhoto } from '../media/visit-photos';
import { findIdempotentResponse } from '../repositories/idempotency-repository';
import { siteStates } from '../repositories/sites-repository';
import { findVisitPost, listVisitPostsOfUser } from '../repositories/visit-posts-repository';
import { deleteVisit, replaceVisitPhoto, upsertVisit } from '../repositories/visits-repository';
import {
  type AccountLimits,
  countAccountEvent,
  refuseWhenSpent,
  requireStorageFor,
} from './account-limits';
import type { BackgroundWork } from './background-work';
import { collectionClockOf, refreshCollection } from './collection-service';
import {
  type IdempotentOutcome,
  type RunIdempotent,
  requestFingerprint,
} from './idempotency-service';
import { removeUnreferencedMedia } from './media-cleanup-service';
import { toVisitResponse } from './visit-posts';

export type VisitsContext = {
  db: Database;
  clock: Clock;
  media: MediaStore;
  /** Removes the files of replaced and removed photos once their change has committed. */
  background: BackgroundWork;
  runIdempotent: RunIdempotent;
  /** APP_TIME_ZONE: the calendar of ranking periods and of badge dates. */
  timeZone: string;
  /** Photos an hour, the storage quota and the decode queue. */
  limits: AccountLimits;
};

export type VisitInput = z.output<typeof visitRequestSchema>;

export const VISIT_MESSAGES = {
  siteNotFound: '指定された世界遺産は見つかりませんでした。',
  siteMismatch: 'URL と heritage_site の世界遺産が一致しません。',
  futureDate: '訪問日に未来の日付は指定できません。',
  countryElsewhere: 'この世界遺産のある国から選んでください。',
  photoType: 'JPEG、PNG、GIF、WEBP 形式の画像のみアップロードできます。',
  photoPixels: '画像の画素数が大きすぎます（4,000万画素まで）。',
} as const;

/**
 * The latest calendar date anywhere on Earth right now (UTC+14). A visit
 * date up to it is "not in the future" for some traveller, so it is accepted.
 */
export function latestDateOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The site's states (ISO alpha-2, first listed first); 404 for an unknown site. */
async function requireSite(db: Database, siteId: number): Promise<readonly string[]> {
  const states = await siteStates(db, siteId);
  if (!states) throw HttpError.notFound(VISIT_MESSAGES.siteNotFound);
  return states;
}

/** Decodes the upload in the decode queue; a 400 when it is not a photo we take. */
async function encodePhoto(ctx: VisitsContext, bytes: Buffer): Promise<EncodedPhoto> {
  try {
    return await ctx.limits.images.visitPhoto(bytes);
  } catch (error) {
    if (!(error instanceof UnsupportedPhoto)) throw error;
    const message =
      error.reason === 'too_many_pixels' ? VISIT_MESSAGES.photoPixels : VISIT_MESSAGES.photoType;
    throw HttpError.badRequest(message, { photos: [message] });
  }
}

/** Records (or updates) the user's visit to a site, with at most one photo. */
export async function recordVisit(
  ctx: VisitsContext,
  input: {
    userId: number;
    siteId: number;
    visit: VisitInput;
    photo?: Buffer | undefined;
    key?: string;
  },
): Promise<IdempotentOutcome> {
  const { userId, siteId, visit } = input;
  if (visit.heritage_site !== undefined && visit.heritage_site !== siteId) {
    throw HttpError.badRequest(VISIT_MESSAGES.siteMismatch, {
      heritage_site: [VISIT_MESSAGES.siteMismatch],
    });
  }
  if (visit.visited_date > latestDateOnEarth(ctx.clock())) {
    throw HttpError.badRequest(VISIT_MESSAGES.futureDate, {
      visited_date: [VISIT_MESSAGES.futureDate],
    });
  }
  const states = await requireSite(ctx.db, siteId);
  if (visit.country_code !== undefined && !states.includes(visit.country_code)) {
    throw HttpError.badRequest(VISIT_MESSAGES.countryElsewhere, {
      country_code: [VISIT_MESSAGES.countryElsewhere],
    });
  }
  // A key already answered is a replay: it is answered again whatever the hour's photo count
  // (without a photo there is no count, and runIdempotent finds the replay itself).
  if (input.photo) {
    const replay = input.key && (await findIdempotentResponse(ctx.db, userId, input.key));
    if (!replay) await refuseWhenSpent(ctx.db, ctx.limits, 'photo', userId);
  }
  const encoded = input.photo ? await encodePhoto(ctx, input.photo) : undefined;
  const fingerprint = requestFingerprint([
    'visit',
    siteId,
    { ...visit, heritage_site: undefined },
    input.photo ? createHash('sha256').update(input.photo).digest('hex') : null,
  ]);
  const released: string[] = [];
  const written: string[] = [];
  const effect = async (tx: Database) => {
    const { visit: row, created } = await upsertVisit(tx, {
      userId,
      siteId,
      rating: visit.rating,
      comment: visit.comment,
      notes: visit.notes,
      visitedDate: visit.visited_date,
      shareToFeed: visit.share_to_feed,
      visibility: visit.visibility,
      countryCode: visit.country_code,
      firstState: states[0] ?? null,
      now: ctx.clock(),
    });
    if (encoded) {
      await countAccountEvent(tx, ctx.limits, 'photo', userId);
      const bytes = encoded.photo.length;
      await requireStorageFor(tx, ctx.limits, { userId, visitId: row.id, bytes });
      // Only now, with the key claimed and the limits passed, does the photo reach the disk:
      // a refused or replayed request leaves no file behind.
      const photo = await writeVisitPhoto(ctx.media, encoded);
      written.push(photo.path, photo.thumbnailPath);
      released.push(...(await replaceVisitPhoto(tx, row.id, photo)));
    }
    await refreshCollection(tx, userId, collectionClockOf(ctx));
    const post = await findVisitPost(tx, row.id, userId);
    if (!post) throw new Error('visit vanished inside its own transaction');
    return { status: created ? 201 : 200, body: toVisitResponse(post) };
  };
  const outcome = await ctx
    .runIdempotent({ userId, key: input.key, fingerprint }, effect)
    .catch((error: unknown) => {
      // Rolled back after the files were written: no row names them, unless another does.
      removeUnreferencedMedia(ctx, written, 'photo of a change rolled back');
      throw error;
    });
  removeUnreferencedMedia(ctx, released, 'replaced visit photo');
  return outcome;
}

/** Removes the user's visit. Removing a visit that is not there succeeds: the intent holds. */
export async function removeVisit(
  ctx: VisitsContext,
  input: { userId: number; siteId: number; key?: string },
): Promise<IdempotentOutcome> {
  await requireSite(ctx.db, input.siteId);
  const fingerprint = requestFingerprint(['unvisit', input.siteId]);
  const released: string[] = [];
  const outcome = await ctx.runIdempotent(
    { userId: input.userId, key: input.key, fingerprint },
    async (tx) => {
      const deleted = await deleteVisit(tx, input.userId, input.siteId);
      if (deleted) {
        released.push(...deleted.released);
        await refreshCollection(tx, input.userId, collectionClockOf(ctx));
      }
      return { status: 204, body: null };
    },
  );
  removeUnreferencedMedia(ctx, released, 'removed visit photo');
  return outcome;
}

export async function listOwnVisits(
  ctx: VisitsContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; visits: Visit[] }> {
  const { total, rows } = await listVisitPostsOfUser(ctx.db, userId, page);
  return { total, visits: rows.map(toVisitResponse) };
}
