// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from './catalogue-tables';
import { createdAt, visibility } from './columns';
import { users } from './user-tables';
import { visits } from './visit-tables';

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitId] }), index('likes_visit_idx').on(t.visitId)],
);

/**
 * Comments on a post (visit) or on a site; parent_id makes a reply. A comment whose author
 * deleted their account while others had replied to it stays, so the replies do, as an empty
 * tombstone with no author (user_id null, content ''): the thread keeps its shape, nothing the
 * author wrote is kept (services/account-deletion-service.ts).
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'restrict' }),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    /** The id the client made for it, so a retried create finds it instead of duplicating. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comments_user_client_uq').on(t.userId, t.clientId),
    index('comments_visit_idx').on(t.visitId, t.createdAt),
    index('comments_site_idx').on(t.siteId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
    foreignKey({
      columns: [t.parentId],
      foreignColumns: [t.id],
      name: 'comments_parent_fk',
    }).onDelete('cascade'),
    check('comments_one_target', sql`(${t.visitId} is null) <> (${t.siteId} is null)`),
    check('comments_not_empty', sql`${t.userId} is null or length(btrim(${t.content})) > 0`),
    check('comments_tombstone_empty', sql`${t.userId} is not null or ${t.content} = ''`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Follower and following lists, newest first.
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * !!! KEPT COUNTS (docs/PERF.md P9): each traveller's followers and followings, one row per
 * traveller. Written only by the database's own triggers (migration 0012) in the statement
 * that inserts or deletes follows, and for every new user, so every path (a follow, a
 * block, an account deleted, the demo seeder) keeps them; never written by the app.
 * `npm run counters:rebuild` recounts them from `follows` and lists any difference.
 */
export const followCounts = pgTable(
  'follow_counts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
  },
  (t) => [
    // The most followed first: the popular suggestions, without counting anyone's followers.
    index('follow_counts_popular_idx').on(t.followers.desc(), t.userId),
  ],
);

/** A block: the blocked user no longer sees the blocker, nor follows, likes or comments on them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * !!! KEPT COUNTS (docs/PERF.md P9): each post's likes and comments (replies and removed
 * comments' placeholders included, as a post shows them), one row per visit. Written only
 * by the database's own triggers (migration 0013) in the statement that inserts or deletes
 * likes or comments, and for every new visit, so every path (a like, a comment deleted with
 * its replies, an account deleted, the demo seeder) keeps them; never written by the app.
 * `npm run counters:rebuild` recounts them from `likes` and `comments` and lists any
 * difference.
 */
export const postCounts = pgTable('post_counts', {
  visitId: integer('visit_id')
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
});

/**
 * !!! KEPT COUNTS (docs/PERF.md P9): each traveller's visits, counted by what decides who sees
 * them and what they count for: their visibility, whether shared to the feed, whether the
 * site is on the List, and the country they count for ('' when neither the visit nor its
 * site names one). A public user's posts, visits and countries (as each viewer may see them)
 * are read from a few rows here instead of every visit. Written only by the database's own
 * triggers (migration 0015) in the statement that inserts, changes or deletes visits, so
 * every path keeps them; never by the app. A row may hold 0 once its last visit is gone.
 * A change to the sites (the List's own changes) is mended by `counters:rebuild`, which the
 * start runs when the List changed, and which lists any difference.
 */
export const userVisitCounts = pgTable(
  'user_visit_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: visibility('visibility').notNull(),
    shared: boolean('shared').notNull(),
    listed: boolean('listed').notNull(),
    country: text('country').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visibility, t.shared, t.listed, t.country] })],
);
