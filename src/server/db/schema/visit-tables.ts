// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './catalogue-tables';
import { createdAt, visibility } from './columns';
import { users } from './user-tables';

/** A visit: one per user and site. It is also the feed post (SPEC.md §3). */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    notes: text('notes').notNull().default(''),
    visitedDate: date('visited_date').notNull(),
    /**
     * The state whose part of the site was visited (ISO alpha-2, lower case), one of the
     * site's iso_codes: what countries_visited counts (docs/COUNTING.md). Null only for a
     * site in no state.
     */
    countryCode: text('country_code'),
    shareToFeed: boolean('share_to_feed').notNull().default(true),
    visibility: visibility('visibility').notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_user_site_uq').on(t.userId, t.siteId),
    index('visits_site_idx').on(t.siteId),
    // Feeds and profiles page newest first by (created_at, id) (keyset): these
    // read them in order instead of sorting every post.
    index('visits_created_idx').on(t.createdAt, t.id),
    index('visits_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('visits_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** Path under the media root, e.g. "visits/ab/abcdef.webp". */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photos_visit_idx').on(t.visitId)],
);
