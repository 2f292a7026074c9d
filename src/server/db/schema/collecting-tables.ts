// !!! PERSISTED DATA: read the note at the top of ../schema.ts before changing anything here.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user-tables';

/**
 * Badges each user holds. The definitions are data (src/shared/collecting/badge-definitions.ts),
 * so a row names its badge by the definition's stable id. Kept by services/collection-service.ts
 * in the transaction of every change that can earn or withdraw one.
 *
 * !!! PERSISTED DATA: a definition's id must never change or be reused, or holders lose it.
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    /** The visited date of the visit that completed it (social badges: the day it was earned). */
    earnedOn: date('earned_on').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when check_new_badges has told the user about it. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/**
 * Ranking counters per user and period ('all', a year 'y2026', a month 'm2026-11'), kept in
 * the transaction of every visit change (services/collection-service.ts) so a leaderboard is
 * an index read, never a scan of visits. `*_since`: when the score last changed, which orders
 * a tie (who reached it first comes first). `npm run counters:rebuild` recomputes them.
 */
export const rankingCounters = pgTable(
  'ranking_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    totalVisits: integer('total_visits').notNull().default(0),
    countriesVisited: integer('countries_visited').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    totalVisitsSince: timestamp('total_visits_since', { withTimezone: true }).notNull(),
    countriesVisitedSince: timestamp('countries_visited_since', { withTimezone: true }).notNull(),
    reviewsCountSince: timestamp('reviews_count_since', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    index('ranking_total_visits_idx').on(
      t.period,
      sql`${t.totalVisits} desc`,
      t.totalVisitsSince,
      t.userId,
    ),
    index('ranking_countries_visited_idx').on(
      t.period,
      sql`${t.countriesVisited} desc`,
      t.countriesVisitedSince,
      t.userId,
    ),
    index('ranking_reviews_count_idx').on(
      t.period,
      sql`${t.reviewsCount} desc`,
      t.reviewsCountSince,
      t.userId,
    ),
  ],
);

/**
 * How many travellers shown in rankings hold each score, per period and ranking type. A
 * traveller's rank is 1 + the travellers above their score: a sum over the few hundred
 * distinct scores of a ranking instead of a count of every counter above (docs/PERF.md P7).
 * Kept with the counters in the same transaction (ranking-score-counts-repository.ts: every
 * counter change, the show-in-rankings switch, an account's deletion) and recomputed with
 * them by `npm run counters:rebuild`. Only scores above 0 have rows; a row may hold 0.
 */
export const rankingScoreCounts = pgTable(
  'ranking_score_counts',
  {
    period: text('period').notNull(),
    /** A RankingType: total_visits, countries_visited or reviews_count. */
    rankingType: text('ranking_type').notNull(),
    score: integer('score').notNull(),
    travellers: integer('travellers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.rankingType, t.score] })],
);
