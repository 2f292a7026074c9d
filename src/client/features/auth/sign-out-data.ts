/**
 * What an explicit log-out leaves on the device: nothing of the user's, unless they choose
 * to keep changes still waiting to be sent. An expired session deletes nothing (the person
 * signs in again and carries on); a log-out is someone leaving a device, possibly shared.
 *
 * !!! PERSISTED DATA !!! This deletes rows of IndexedDB and Cache Storage. It only ever
 * touches rows of the one user signing out, and never an outbox entry the user chose to keep.
 */
import { Dexie } from 'dexie';
import { MEDIA_CACHE } from '../../../../sw/cache-names';
import { localDatabase } from '../../db/local-database';
import {
  type LogOutIntent,
  logOutIntentKey,
  readLogOutIntents,
  recordLogOutIntent,
} from '../../db/log-out-intent';
import { readCacheOf } from '../../db/read-cache';
import { sessionRows } from '../../db/session';
import { META_KEYS } from '../../db/session-rows';
import {
  blockTarget,
  commentTarget,
  followTarget,
  likeTarget,
  visitTarget,
  wishlistTarget,
} from '../../sync/outbox-entry';
import { useSessionStore } from './session-store';

/** Changes of the user not yet confirmed by the server (waiting, sending or refused). */
export function waitingChangesOf(userId: number): Promise<number> {
  return outboxOf(userId).count();
}

/** The outbox has no index on userId alone; its [userId+target] index serves. */
function outboxOf(userId: number) {
  return localDatabase.outbox
    .where('[userId+target]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey]);
}

/**
 * Deletes the user's visits, wishlist, likes, follows, blocks, own comments, notices, pull
 * records and last copies of remote views (feed, profiles, lists: what they saw as
 * themselves), and their photos from the media cache. With `keepWaiting`, the outbox entries
 * stay (sent after the user's next login) with the rows they change; otherwise they go too.
 */
export async function forgetUserData(
  userId: number,
  options: { keepWaiting: boolean; profilePicture?: string | null | undefined },
): Promise<void> {
  const db = localDatabase;
  const photoUrls = await db.transaction(
    'rw',
    [db.visits, db.wishlist, db.outbox, db.meta, db.readCache, ...socialTables()],
    async () => {
      await readCacheOf(db, userId).delete();
      const waiting = await outboxOf(userId).toArray();
      const kept = new Set(options.keepWaiting ? waiting.map((entry) => entry.target) : []);
      if (!options.keepWaiting) await db.outbox.bulkDelete(waiting.map((entry) => entry.id));
      const visits = await db.visits.where('userId').equals(userId).toArray();
      const goneVisits = visits.filter((row) => !kept.has(visitTarget(row.siteId)));
      await db.visits.bulkDelete(
        goneVisits.map((row) => [row.userId, row.siteId] as [number, number]),
      );
      const wishlist = await db.wishlist.where('userId').equals(userId).toArray();
      await db.wishlist.bulkDelete(
        wishlist
          .filter((row) => !kept.has(wishlistTarget(row.siteId)))
          .map((row) => [row.userId, row.siteId] as [number, number]),
      );
      await forgetSocialRows(userId, kept);
      // The next login pulls the user's rows afresh instead of trusting an emptied device.
      // The log-out's intent goes with the rows it promised to delete (S23).
      await db.meta.bulkDelete([
        `${META_KEYS.ownDataPulledAt}:${userId}`,
        `${META_KEYS.ownDataPullFailedAt}:${userId}`,
        logOutIntentKey(userId),
      ]);
      return goneVisits.flatMap((row) =>
        row.photo ? [row.photo.url, row.photo.thumbnailUrl] : [],
      );
    },
  );
  if (options.profilePicture) photoUrls.push(options.profilePicture);
  await forgetCachedMedia(photoUrls);
}

const socialTables = () => {
  const db = localDatabase;
  return [db.likes, db.follows, db.blocks, db.comments, db.notices];
};

/** Social rows of the user (docs/SYNC.md S18–S21), but those of changes they chose to keep. */
async function forgetSocialRows(userId: number, kept: ReadonlySet<string>) {
  const db = localDatabase;
  const [likes, follows, blocks, comments] = await Promise.all([
    db.likes.where('userId').equals(userId).toArray(),
    db.follows.where('userId').equals(userId).toArray(),
    db.blocks.where('userId').equals(userId).toArray(),
    db.comments.where('userId').equals(userId).toArray(),
  ]);
  await Promise.all([
    db.likes.bulkDelete(
      likes
        .filter((row) => !kept.has(likeTarget(row.postId)))
        .map((row) => [row.userId, row.postId] as [number, number]),
    ),
    db.follows.bulkDelete(
      follows
        .filter((row) => !kept.has(followTarget(row.targetUserId)))
        .map((row) => [row.userId, row.targetUserId] as [number, number]),
    ),
    db.blocks.bulkDelete(
      blocks
        .filter((row) => !kept.has(blockTarget(row.targetUserId)))
        .map((row) => [row.userId, row.targetUserId] as [number, number]),
    ),
    db.comments.bulkDelete(
      comments.filter((row) => !kept.has(commentTarget(row.clientId))).map((row) => row.clientId),
    ),
    db.notices.where('userId').equals(userId).delete(),
  ]);
}

async function forgetCachedMedia(urls: readonly string[]): Promise<void> {
  if (urls.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(MEDIA_CACHE);
  await Promise.all(urls.map((url) => cache.delete(new URL(url, location.origin).href)));
}

/**
 * An explicit log-out: records the intent, ends the session, then forgets the user's data
 * on this device (keeping waiting changes if they chose to). The session goes first: a page
 * closed or reloaded while the data is being deleted must not open signed in again, and the
 * server's revocation is on its way the sooner. The intent, first of all, lets the next
 * start finish a log-out cut short at any step (docs/SYNC.md S23).
 */
export async function logOutAndForget(options: { keepWaiting: boolean }): Promise<void> {
  const { user, signOut } = useSessionStore.getState();
  if (user) {
    await recordLogOutIntent(localDatabase, {
      userId: user.id,
      keepWaiting: options.keepWaiting,
      profilePicture: user.profile_picture ?? null,
    });
  }
  await signOut();
  if (user) {
    await forgetUserData(user.id, {
      keepWaiting: options.keepWaiting,
      profilePicture: user.profile_picture,
    });
  }
}

/**
 * The first half of finishing log-outs cut short, at start before the session is restored:
 * one cut short before the session ended ends it now (the person asked to leave), so the
 * next screen never opens signed in as them. Answers the log-outs still to finish.
 */
export async function endInterruptedSessions(): Promise<LogOutIntent[]> {
  const intents = await readLogOutIntents(localDatabase);
  const stored = await sessionRows.get();
  if (stored && intents.some((intent) => intent.userId === stored.user.id)) {
    await useSessionStore.getState().signOut();
  }
  return intents;
}

/**
 * At start and when a frozen page comes back: finishes every log-out cut short (the page
 * was closed, or frozen and its deletion aborted), its session first. Answers how many
 * were finished.
 */
export async function finishInterruptedLogOuts(intents?: readonly LogOutIntent[]): Promise<number> {
  const unfinished = intents ?? (await endInterruptedSessions());
  for (const intent of unfinished) {
    await forgetUserData(intent.userId, {
      keepWaiting: intent.keepWaiting,
      profilePicture: intent.profilePicture,
    });
  }
  return unfinished.length;
}
