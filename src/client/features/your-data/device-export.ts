/**
 * The export built on the device from IndexedDB (docs/EXPORT.md E2): the same files as the
 * server's, from the own rows as they stand here, waiting changes included. Photos: those
 * still waiting to be sent (in their outbox entries) and those the service worker keeps;
 * the others are named nowhere, so the CSV never points at a file the ZIP lacks.
 */
import { MEDIA_CACHE } from '../../../../sw/cache-names';
import type { User } from '../../../shared/api/auth';
import type { Badge } from '../../../shared/api/badges';
import { evaluateBadges } from '../../../shared/collecting/badges';
import { EXPORT_FORMAT_VERSION, photoNameOf } from '../../../shared/export/export-format';
import type {
  ExportedBadge,
  ExportedVisit,
  ExportedWishlistItem,
} from '../../../shared/export/export-records';
import type { ExportPhoto, ExportSource } from '../../../shared/export/write-export';
import { readAllSites } from '../../db/catalogue-store';
import type { LocalDatabase } from '../../db/local-database';
import type { OwnVisitRow } from '../../db/own-rows';
import { readCacheId, readCacheKeys } from '../../db/read-cache-rows';
import { badgesWithDevice } from '../device-collection/badges-with-device';
import { readDeviceCollection } from '../device-collection/device-collection';

const NO_SOCIAL = { followers: 0, likesReceived: 0, commentsWritten: 0 };

type SiteNames = Map<number, { ja: string; en: string }>;

export async function deviceExport(
  db: LocalDatabase,
  user: User,
  now: Date,
): Promise<ExportSource> {
  const [sites, visitRows, wishlistRows, entries, badges] = await Promise.all([
    readAllSites(db),
    db.visits.where('userId').equals(user.id).toArray(),
    db.wishlist.where('userId').equals(user.id).toArray(),
    db.outbox.where('userId').equals(user.id).toArray(),
    deviceBadges(db, user.id),
  ]);
  const names: SiteNames = new Map(sites.map((s) => [s.id, { ja: s.name, en: s.name_en }]));
  const waitingPhotos = new Map<number, Blob>();
  for (const entry of entries) {
    const { operation } = entry;
    if (operation.kind === 'visit.put' && entry.photo && entry.status !== 'failed')
      waitingPhotos.set(operation.siteId, entry.photo);
  }
  const photoFiles = await photosHeld(visitRows, waitingPhotos);
  const visits = visitRows
    .sort((a, b) => a.visited_date.localeCompare(b.visited_date) || a.siteId - b.siteId)
    .map((row) => exportedVisit(row, names, user, photoFiles.get(row.siteId)));
  const wishlist = wishlistRows
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.siteId - b.siteId)
    .map(
      (row): ExportedWishlistItem => ({
        unesco_id: row.siteId,
        site_name_ja: names.get(row.siteId)?.ja ?? '',
        site_name_en: names.get(row.siteId)?.en ?? '',
        priority: row.priority,
        notes: row.notes,
        added_at: row.addedAt,
      }),
    );
  return {
    profile: {
      format: 'heritage-passport-export',
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: now.toISOString(),
      source: 'device',
      username: user.username,
      display_name: user.display_name,
      ...(user.email !== undefined && { email: user.email }),
      bio: user.bio,
      location: user.location,
      website: user.website,
      birth_date: user.birth_date,
      joined_date: user.joined_date,
      ...(user.default_visibility !== undefined && {
        default_visibility: user.default_visibility,
      }),
    },
    visitPages: async function* () {
      yield visits;
    },
    wishlistPages: async function* () {
      yield wishlist;
    },
    badges,
    photos: async function* (): AsyncIterable<ExportPhoto> {
      for (const visit of visits) {
        const file = visit.photo ? photoFiles.get(visit.unesco_id) : undefined;
        if (visit.photo && file) yield { name: visit.photo, chunks: blobChunks(file.blob) };
      }
    },
  };
}

function exportedVisit(
  row: OwnVisitRow,
  names: SiteNames,
  user: User,
  photo: { blob: Blob; ext: string } | undefined,
): ExportedVisit {
  const site = names.get(row.siteId);
  return {
    unesco_id: row.siteId,
    site_name_ja: site?.ja ?? '',
    site_name_en: site?.en ?? '',
    country_code: row.country_code ?? null,
    visited_date: row.visited_date,
    rating: row.rating,
    comment: row.comment,
    // A change still waiting (an import that said them) is newer than the server's record.
    notes: row.notes ?? row.server?.notes ?? '',
    visibility: row.visibility ?? row.server?.visibility ?? user.default_visibility ?? 'public',
    share_to_feed: row.share_to_feed ?? row.server?.share_to_feed ?? true,
    created_at: row.server?.created_at ?? null,
    updated_at: row.server?.updated_at ?? null,
    photo: photo
      ? photoNameOf({ unesco_id: row.siteId, visited_date: row.visited_date }, photo.ext)
      : null,
    // The device's catalogue lists only sites on the List now.
    site_listed: site !== undefined,
  };
}

/** Each visit's photo this device holds: the one waiting to be sent, else the server's cached copy. */
async function photosHeld(
  rows: readonly OwnVisitRow[],
  waiting: ReadonlyMap<number, Blob>,
): Promise<Map<number, { blob: Blob; ext: string }>> {
  const held = new Map<number, { blob: Blob; ext: string }>();
  const cache = globalThis.caches ? await caches.open(MEDIA_CACHE).catch(() => null) : null;
  for (const row of rows) {
    const blob = waiting.get(row.siteId);
    if (blob) {
      held.set(row.siteId, { blob, ext: extensionOf(blob.type) });
      continue;
    }
    if (!row.photo || !cache) continue;
    const cached = await cache.match(row.photo.url).catch(() => undefined);
    if (cached?.ok) {
      const body = await cached.blob();
      held.set(row.siteId, { blob: body, ext: extensionOf(body.type || 'image/webp') });
    }
  }
  return held;
}

function extensionOf(type: string): string {
  if (type === 'image/jpeg') return 'jpg';
  const [, subtype] = type.split('/');
  return subtype && /^[a-z0-9]+$/.test(subtype) ? subtype : 'bin';
}

async function* blobChunks(blob: Blob): AsyncIterable<Uint8Array> {
  yield new Uint8Array(await blob.arrayBuffer());
}

/** The badges earned as the badges screen shows them: the server's last copy with the device's own. */
async function deviceBadges(db: LocalDatabase, userId: number): Promise<ExportedBadge[]> {
  const [copy, collection] = await Promise.all([
    db.readCache.get(readCacheId(userId, readCacheKeys.badges())),
    readDeviceCollection(db, userId),
  ]);
  const server = copy?.value as Badge[] | undefined;
  const device =
    collection.catalogue.size > 0
      ? evaluateBadges(collection.visits, collection.catalogue, NO_SOCIAL)
      : undefined;
  return (badgesWithDevice(server, device) ?? [])
    .filter((badge) => badge.earned && badge.earned_at)
    .map((badge) => ({
      badge_id: badge.id,
      name_ja: badge.name,
      name_en: badge.name_en,
      earned_on: (badge.earned_at ?? '').slice(0, 10),
    }))
    .sort((a, b) => a.earned_on.localeCompare(b.earned_on) || a.badge_id.localeCompare(b.badge_id));
}
