// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './catalogue-tables';
import { users } from './user-tables';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    priority: smallint('priority').notNull().default(2),
    notes: text('notes').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_user_site_uq').on(t.userId, t.siteId),
    check('wishlist_priority_range', sql`${t.priority} between 1 and 3`),
  ],
);
