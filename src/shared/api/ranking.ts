import { z } from 'zod';
import { LEADERBOARD_DEFAULT, LEADERBOARD_MAX } from '../limits';
import { postAuthorSchema } from './visits';

/**
 * Rankings (SPEC.md §2 Ranking, §3 Leaderboard entry). How each number is
 * counted: docs/COUNTING.md and src/shared/collecting/counting.ts.
 */
export const RANKING_TYPES = ['total_visits', 'countries_visited', 'reviews_count'] as const;
export const RANKING_PERIODS = ['all_time', 'yearly', 'monthly'] as const;

export const rankingTypeSchema = z
  .enum(RANKING_TYPES)
  .describe(
    'total_visits: sites visited (each once); countries_visited: countries whose part of a site was visited; reviews_count: visits with a comment',
  );
export const rankingPeriodSchema = z
  .enum(RANKING_PERIODS)
  .describe(
    'yearly / monthly: visits whose visited_date falls in the current calendar year / month in the server time zone (APP_TIME_ZONE)',
  );
export type RankingType = z.infer<typeof rankingTypeSchema>;
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;

export const rankingQuerySchema = z.object({
  type: rankingTypeSchema.default('total_visits'),
  period: rankingPeriodSchema.default('all_time'),
});

export const leaderboardQuerySchema = rankingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(LEADERBOARD_DEFAULT),
});

/** Who a ranking row names: public fields only. */
export const rankedUserSchema = postAuthorSchema.meta({ id: 'RankedUser' });

export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int().positive().describe('Ties share a rank: 1, 2, 2, 4'),
    score: z.number().int().nonnegative(),
    user: rankedUserSchema,
    total_visits: z.number().int().nonnegative().describe('In the same period'),
    countries_visited: z.number().int().nonnegative().describe('In the same period'),
    reviews_count: z.number().int().nonnegative().describe('In the same period'),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object({
    type: rankingTypeSchema,
    period: rankingPeriodSchema,
    period_key: z
      .string()
      .describe('The period counted: "all", a year ("2026") or a month ("2026-11")'),
    leaderboard: z
      .array(leaderboardEntrySchema)
      .describe(
        'Highest score first; within a tie, who reached the score first. Travellers with a score of 0 and those who chose not to be shown are left out',
      ),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const myRankingSchema = z
  .object({
    rank: z.number().int().positive().nullable().describe('Null with a score of 0: no place yet'),
    score: z.number().int().nonnegative(),
    shown_in_rankings: z
      .boolean()
      .describe('False when the user chose not to appear; the rank is where they would stand'),
  })
  .meta({ id: 'MyRanking' });
export type MyRanking = z.infer<typeof myRankingSchema>;

/** The landing page's counter: real figures, refreshed at most every few minutes. */
export const communityFiguresSchema = z
  .object({
    sites: z.number().int().nonnegative().describe('Sites on the World Heritage List'),
    travellers: z.number().int().nonnegative().describe('Accounts with at least one visit'),
    visits: z.number().int().nonnegative().describe('Visits recorded, all travellers'),
  })
  .meta({ id: 'CommunityFigures' });
export type CommunityFigures = z.infer<typeof communityFiguresSchema>;
