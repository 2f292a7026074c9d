/**
 * GET /api/export/ (docs/EXPORT.md): everything the account holds, read a page at a time
 * and written into the ZIP as it is read, so memory stays flat whatever the account's size.
 */
import path from 'node:path';
import { BADGE_DEFINITIONS } from '../../shared/collecting/badge-definitions';
import { EXPORT_FORMAT_VERSION, photoNameOf } from '../../shared/export/export-format';
import type {
  ExportedBadge,
  ExportedProfile,
  ExportedVisit,
  ExportedWishlistItem,
} from '../../shared/export/export-records';
import type { ExportPhoto, ExportSource } from '../../shared/export/write-export';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import type { MediaStore } from '../media/media-store';
import {
  type ExportVisitRow,
  exportVisitPage,
  exportWishlistPage,
  type VisitPageEnd,
} from '../repositories/export-repository';
import { badgesOf } from '../repositories/user-badges-repository';
import { ownUser } from './users-service';

export type ExportContext = {
  db: Database;
  clock: Clock;
  media: MediaStore;
  warn: (message: string) => void;
};

export async function accountExport(ctx: ExportContext, userId: number): Promise<ExportSource> {
  const user = await ownUser(ctx.db, userId);
  const profile: ExportedProfile = {
    format: 'heritage-passport-export',
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: ctx.clock().toISOString(),
    source: 'server',
    username: user.username,
    display_name: user.display_name,
    email: user.email,
    bio: user.bio,
    location: user.location,
    website: user.website,
    birth_date: user.birth_date,
    joined_date: user.joined_date,
    default_visibility: user.default_visibility,
  };
  return {
    profile,
    visitPages: () => visitPages(ctx, userId),
    wishlistPages: () => wishlistPages(ctx, userId),
    badges: await exportedBadges(ctx, userId),
    photos: () => photos(ctx, userId),
  };
}

async function* visitRowPages(ctx: ExportContext, userId: number) {
  for (let after: VisitPageEnd | null = null; ; ) {
    const rows = await exportVisitPage(ctx.db, userId, after);
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    after = { visitedDate: last.visitedDate, id: last.id };
  }
}

async function* visitPages(ctx: ExportContext, userId: number) {
  for await (const rows of visitRowPages(ctx, userId)) yield rows.map(exportedVisit);
}

function exportedVisit(row: ExportVisitRow): ExportedVisit {
  const record = {
    unesco_id: row.siteId,
    site_name_ja: row.nameJa,
    site_name_en: row.nameEn,
    country_code: row.countryCode,
    visited_date: row.visitedDate,
    rating: row.rating,
    comment: row.comment,
    notes: row.notes,
    visibility: row.visibility,
    share_to_feed: row.shareToFeed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return {
    ...record,
    photo: row.photoPath ? photoNameOf(record, extensionOf(row.photoPath)) : null,
    site_listed: row.listed,
  };
}

async function* wishlistPages(ctx: ExportContext, userId: number) {
  for (let afterId = 0; ; ) {
    const rows = await exportWishlistPage(ctx.db, userId, afterId);
    if (rows.length === 0) return;
    yield rows.map(
      (row): ExportedWishlistItem => ({
        unesco_id: row.siteId,
        site_name_ja: row.nameJa,
        site_name_en: row.nameEn,
        priority: row.priority,
        notes: row.notes,
        added_at: row.addedAt.toISOString(),
      }),
    );
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}

async function exportedBadges(ctx: ExportContext, userId: number): Promise<ExportedBadge[]> {
  const held = new Map((await badgesOf(ctx.db, userId)).map((row) => [row.badgeId, row]));
  return BADGE_DEFINITIONS.flatMap((definition) => {
    const award = held.get(definition.id);
    return award
      ? [
          {
            badge_id: definition.id,
            name_ja: definition.name,
            name_en: definition.name_en,
            earned_on: award.earnedOn,
          },
        ]
      : [];
  }).sort((a, b) => a.earned_on.localeCompare(b.earned_on) || a.badge_id.localeCompare(b.badge_id));
}

/** The stored photos, streamed from the store one at a time; a file gone from it is left out. */
async function* photos(ctx: ExportContext, userId: number): AsyncIterable<ExportPhoto> {
  for await (const rows of visitRowPages(ctx, userId)) {
    for (const row of rows) {
      if (!row.photoPath) continue;
      const name = exportedVisit(row).photo;
      const file = name ? await ctx.media.read(row.photoPath) : null;
      if (!name || !file) {
        ctx.warn(`export: the photo of visit ${row.id} is not in the store (${row.photoPath})`);
        continue;
      }
      yield { name, chunks: file.body };
    }
  }
}

function extensionOf(mediaPath: string): string {
  return path.extname(mediaPath).slice(1) || 'webp';
}
