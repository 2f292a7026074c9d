import { achievementLevel } from '../../shared/achievement-level';
import type { DashboardBasic, DashboardFeed, DashboardStats } from '../../shared/api/dashboard';
import { BADGE_DEFINITIONS } from '../../shared/collecting/badge-definitions';
import type { Database } from '../db/connect';
import { badgesOf } from '../repositories/user-badges-repository';
import { ownCollectionStats } from './collection-stats-service';
import type { PostCards } from './post-cards';
import { postPage } from './post-pages';
import { toPostResponse } from './social-shapes';
import { ownUser } from './users-service';

/** `postCards`: the cards of posts this instance keeps (post-cards.ts). */
export type DashboardContext = { db: Database; postCards?: PostCards | undefined };

export async function dashboardBasic(
  ctx: DashboardContext,
  userId: number,
): Promise<DashboardBasic> {
  const [user, stats, held] = await Promise.all([
    ownUser(ctx.db, userId),
    ownCollectionStats(ctx.db, userId),
    badgesOf(ctx.db, userId),
  ]);
  return {
    user,
    achievement_level: achievementLevel(stats.counts.visitedSites, stats.totals.total),
    badges_earned: held.length,
    badges_total: BADGE_DEFINITIONS.length,
  };
}

export async function dashboardStats(
  ctx: DashboardContext,
  userId: number,
): Promise<DashboardStats> {
  const { counts, totals, percentage } = await ownCollectionStats(ctx.db, userId);
  return {
    user_stats: {
      visited_sites: counts.visitedSites,
      countries_visited: counts.countriesVisited,
      reviews_count: counts.reviewsCount,
      visit_percentage: percentage,
      visited_by_type: counts.byType,
    },
    global_stats: {
      total_sites: totals.total,
      cultural_sites: totals.cultural,
      natural_sites: totals.natural,
      mixed_sites: totals.mixed,
    },
  };
}

/** Others' recent posts the caller may see (blocks and visibility as in the feed). */
export async function dashboardFeed(
  ctx: DashboardContext,
  userId: number,
  limit: number,
): Promise<DashboardFeed> {
  const found = await postPage(ctx.db, ctx.postCards, {
    scope: { kind: 'others' },
    viewerId: userId,
    limit,
    offset: 0,
    after: undefined,
  });
  return { recent_feed: found.rows.map(toPostResponse) };
}
