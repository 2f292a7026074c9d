import { z } from 'zod';
import { ACHIEVEMENT_LEVELS } from '../achievement-level';
import { userSchema, visitedByTypeSchema } from './auth';
import { postSchema } from './social-posts';

/** The dashboard's three calls (SPEC.md §3 Dashboard). Counting: docs/COUNTING.md. */
export const dashboardBasicSchema = z
  .object({
    user: userSchema,
    achievement_level: z.enum(ACHIEVEMENT_LEVELS).describe('SPEC.md §4, by share of all sites'),
    badges_earned: z.number().int().nonnegative(),
    badges_total: z.number().int().positive(),
  })
  .meta({ id: 'DashboardBasic' });
export type DashboardBasic = z.infer<typeof dashboardBasicSchema>;

export const globalStatsSchema = z
  .object({
    total_sites: z.number().int().nonnegative().describe('Sites on the List now'),
    cultural_sites: z.number().int().nonnegative(),
    natural_sites: z.number().int().nonnegative(),
    mixed_sites: z.number().int().nonnegative(),
  })
  .meta({ id: 'GlobalStats' });

export const dashboardStatsSchema = z
  .object({
    user_stats: z.object({
      visited_sites: z.number().int().nonnegative().describe('Visited sites still on the List'),
      countries_visited: z
        .number()
        .int()
        .nonnegative()
        .describe('Countries whose part of a listed site was visited'),
      reviews_count: z.number().int().nonnegative().describe('Visits with a comment'),
      visit_percentage: z.number().describe('visited_sites / total_sites × 100, one decimal'),
      visited_by_type: visitedByTypeSchema,
    }),
    global_stats: globalStatsSchema,
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const dashboardFeedSchema = z
  .object({
    recent_feed: z
      .array(postSchema)
      .describe('Others’ recent posts the caller may see, newest first'),
  })
  .meta({ id: 'DashboardFeed' });
export type DashboardFeed = z.infer<typeof dashboardFeedSchema>;
