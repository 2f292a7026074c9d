import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connect';
import type { visits } from '../db/schema';
import { processAvatar, storeAvatar } from '../media/avatars';
import type { MediaStore } from '../media/media-store';
import { type StoredPhoto, storeVisitPhoto } from '../media/visit-photos';
import {
  analyzeDemo,
  insertDemoComments,
  insertDemoFollows,
  insertDemoLikes,
  insertDemoPhotos,
  insertDemoUsers,
  insertDemoVisits,
  listedSiteIds,
} from '../repositories/demo-repository';
import { readMeta, writeMeta } from '../repositories/meta-repository';
import { replaceAllCounters } from '../repositories/ranking-counters-repository';
import { markCollectionsCurrent, rebuildAllBadges } from '../services/collection-rebuild-service';
import { demoPerson, EN_COMMENTS, EN_REPLIES, JA_COMMENTS, JA_REPLIES } from './people';
import { drawAvatar, drawPhoto } from './pictures';
import { seededRandom } from './random';

/** The meta key that marks a database as demo data (the health call reports it). */
export const DEMO_META_KEY = 'demo_seed';
/** The account a demo visitor can sign in with (README). */
export const DEMO_LOGIN = { username: 'demo_traveller', password: 'heritage-demo-2030' } as const;

export type DemoOptions = {
  users: number;
  seed: number;
  /** Everything is dated before this instant; the same seed and anchor give the same data. */
  anchor: Date;
  media: MediaStore;
  /** Visits that get a drawn photo (photos cost a few milliseconds each). */
  photos: number;
  log?: (message: string) => void;
  /** APP_TIME_ZONE, for dating the social badges; Asia/Tokyo when not given. */
  timeZone?: string;
  /**
   * Sites per traveller: 'uniform' (3 to 28, the default demo) or 'long-tail' (most visit a
   * handful, a few hundreds: about 10 on average, as real collections are; the scale bench).
   */
  visitCounts?: 'uniform' | 'long-tail';
};

const DAY = 86_400_000;

export async function isDemoDatabase(db: Database): Promise<boolean> {
  return (await readMeta(db, DEMO_META_KEY)) !== undefined;
}

/**
 * Fills the database with a demo community: travellers with drawn avatars,
 * visits with comments, stars and drawn photos, follows, likes, comments and
 * replies, all from one seed. Runs once: a database already marked is left alone.
 */
export async function seedDemo(db: Database, options: DemoOptions): Promise<boolean> {
  if (await isDemoDatabase(db)) return false;
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const anchor = options.anchor.getTime();
  const before = (days: number) => new Date(anchor - days * DAY - random.int(0, DAY - 1));
  /** A moment between a post and the seed's "now": nobody likes or answers a post before it exists. */
  const afterPost = (posted: Date) =>
    new Date(posted.getTime() + Math.floor(random.next() * (anchor - posted.getTime())));
  const siteIds = await listedSiteIds(db);

  const people = Array.from({ length: options.users }, (_, i) => demoPerson(random, i + 1));
  const avatarCount = Math.min(people.length, 200);
  const avatars: string[] = [];
  for (let i = 0; i < avatarCount; i++) {
    const drawn = await drawAvatar(random, people[i]?.initials ?? '?');
    avatars.push(await storeAvatar(options.media, await processAvatar(drawn)));
  }
  const demoHash = await hashPassword(DEMO_LOGIN.password);
  const userIds = await insertDemoUsers(db, [
    {
      username: DEMO_LOGIN.username,
      email: 'demo_traveller@demo.invalid',
      passwordHash: demoHash,
      displayName: 'デモ 旅人',
      bio: 'デモ用のアカウントです。',
      joinedAt: before(400),
    },
    ...people.map((p, i) => ({
      username: p.username,
      email: `${p.username.toLowerCase()}@demo.invalid`,
      displayName: p.displayName,
      bio: p.bio,
      location: p.location,
      profilePicture: avatars[i % Math.max(1, avatars.length)] ?? null,
      joinedAt: before(random.int(30, 900)),
    })),
  ]);
  const [demoId, ...memberIds] = userIds;
  const japanese = new Map(memberIds.map((id, i) => [id, people[i]?.japanese ?? true]));
  log(`demo: ${userIds.length} travellers`);

  const visitRows: (typeof visits.$inferInsert)[] = [];
  const visitCount =
    options.visitCounts === 'long-tail'
      ? () => Math.min(1000, siteIds.length, Math.floor(3 * (1 - random.next()) ** (-1 / 1.35)))
      : () => random.int(3, 28);
  for (const userId of memberIds) {
    const count = visitCount();
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.pick(siteIds));
    for (const siteId of chosen) {
      const created = before(random.int(0, 365));
      const ja = japanese.get(userId) ?? true;
      visitRows.push({
        userId,
        siteId,
        rating: random.pick([3, 4, 4, 5, 5, 5]),
        comment: random.chance(0.8) ? random.pick(ja ? JA_COMMENTS : EN_COMMENTS) : '',
        visitedDate: new Date(created.getTime() - random.int(0, 30) * DAY)
          .toISOString()
          .slice(0, 10),
        visibility: random.chance(0.85) ? 'public' : random.chance(0.6) ? 'followers' : 'private',
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  const visitIds = await insertDemoVisits(db, visitRows);
  log(`demo: ${visitIds.length} visits`);

  const photoRows: { visitId: number; photo: StoredPhoto }[] = [];
  for (let i = 0; i < Math.min(options.photos, visitIds.length); i++) {
    const visitId = visitIds[random.int(0, visitIds.length - 1)] as number;
    photoRows.push({
      visitId,
      photo: await storeVisitPhoto(options.media, await drawPhoto(random)),
    });
  }
  const withPhoto = new Map(photoRows.map((r) => [r.visitId, r.photo]));
  await insertDemoPhotos(
    db,
    [...withPhoto].map(([visitId, photo]) => ({ ...photo, visitId })),
  );
  log(`demo: ${withPhoto.size} photos`);

  // Popularity is skewed, as in real communities: a few travellers are followed by many.
  const popular = () => memberIds[Math.floor(memberIds.length * random.next() ** 2)] as number;
  const followRows: { followerId: number; followeeId: number; createdAt: Date }[] = [];
  for (const followerId of memberIds) {
    for (let k = random.int(3, 40); k > 0; k--) {
      const followeeId = popular();
      if (followeeId !== followerId)
        followRows.push({ followerId, followeeId, createdAt: before(random.int(0, 300)) });
    }
  }
  // The demo account follows up to 300 travellers: the feed bench's "following" reader.
  for (const followeeId of memberIds.slice(0, 300)) {
    followRows.push({
      followerId: demoId as number,
      followeeId,
      createdAt: before(random.int(0, 300)),
    });
  }
  await insertDemoFollows(db, followRows);

  const likeRows: { userId: number; visitId: number; createdAt: Date }[] = [];
  const commentRows: { userId: number; visitId: number; content: string; createdAt: Date }[] = [];
  visitIds.forEach((visitId, i) => {
    const post = visitRows[i];
    if (post?.visibility !== 'public' || !(post.createdAt instanceof Date)) return;
    const posted = post.createdAt;
    for (let k = random.int(0, 8); k > 0; k--)
      likeRows.push({ userId: popular(), visitId, createdAt: afterPost(posted) });
    if (random.chance(0.3)) {
      const author = random.pick(memberIds);
      const ja = japanese.get(author) ?? true;
      commentRows.push({
        userId: author,
        visitId,
        content: random.pick(ja ? JA_REPLIES : EN_REPLIES),
        createdAt: afterPost(posted),
      });
    }
  });
  await insertDemoLikes(db, likeRows);
  const commentIds = await insertDemoComments(db, commentRows);
  const owners = new Map(visitIds.map((id, i) => [id, visitRows[i]?.userId]));
  const replies = commentRows.flatMap((c, i) => {
    const owner = owners.get(c.visitId);
    if (!owner || !random.chance(0.4)) return [];
    const ja = japanese.get(owner) ?? true;
    return [
      {
        userId: owner,
        visitId: c.visitId,
        parentId: commentIds[i] as number,
        content: ja ? 'ありがとうございます！' : 'Thank you!',
        // An hour after the comment, or now if that is later than the seed's now.
        createdAt: new Date(Math.min(anchor, c.createdAt.getTime() + 3_600_000)),
      },
    ];
  });
  const siteComments = Array.from({ length: Math.min(400, memberIds.length * 2) }, () => {
    const author = random.pick(memberIds);
    const ja = japanese.get(author) ?? true;
    return {
      userId: author,
      siteId: random.pick(siteIds),
      content: random.pick(ja ? JA_COMMENTS : EN_COMMENTS),
      createdAt: before(random.int(0, 200)),
    };
  });
  await insertDemoComments(db, [...replies, ...siteComments]);
  log(
    `demo: ${followRows.length} follows, ${likeRows.length} likes, ${commentRows.length + replies.length + siteComments.length} comments`,
  );
  // Counters set-based for everyone at once; badges traveller by traveller.
  log(`demo: ${await replaceAllCounters(db)} ranking counters`);
  const rebuilt = await rebuildAllBadges(db, {
    now: new Date(anchor),
    timeZone: options.timeZone ?? 'Asia/Tokyo',
  });
  await markCollectionsCurrent(db);
  log(`demo: badges of ${rebuilt.users} travellers`);
  await analyzeDemo(db);
  await writeMeta(
    db,
    DEMO_META_KEY,
    JSON.stringify({
      seed: options.seed,
      users: options.users,
      anchor: options.anchor.toISOString(),
    }),
  );
  return true;
}
