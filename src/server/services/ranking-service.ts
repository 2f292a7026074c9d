import type {
  CommunityFigures,
  Leaderboard,
  MyRanking,
  RankingPeriod,
  RankingType,
} from '../../shared/api/ranking';
import { currentPeriodKey, periodLabel } from '../../shared/collecting/periods';
import type { Clock } from '../common/clock';
import type { Database } from '../db/connect';
import { communityTotals } from '../repositories/community-repository';
import { rankOf, topOfRanking } from '../repositories/ranking-counters-repository';
import type { LeaderboardCache } from './leaderboard-cache';

export type RankingContext = {
  db: Database;
  clock: Clock;
  timeZone: string;
  leaderboards: LeaderboardCache;
};

type Query = { type: RankingType; period: RankingPeriod };

export function leaderboard(
  ctx: RankingContext,
  query: Query & { limit: number },
): Promise<Leaderboard> {
  const key = currentPeriodKey(query.period, ctx.clock(), ctx.timeZone);
  return ctx.leaderboards.answer(`${query.type} ${key} ${query.limit}`, () =>
    readLeaderboard(ctx.db, { ...query, key }),
  );
}

async function readLeaderboard(
  db: Database,
  query: Query & { limit: number; key: string },
): Promise<Leaderboard> {
  const { key } = query;
  const rows = await topOfRanking(db, { type: query.type, period: key, limit: query.limit });
  return {
    type: query.type,
    period: query.period,
    period_key: periodLabel(key),
    leaderboard: rows.map((row) => ({
      rank: row.rank,
      score: row.score,
      user: {
        id: row.id,
        username: row.username,
        display_name: row.display_name,
        full_name: row.display_name || row.username,
        profile_picture: row.profile_picture,
      },
      total_visits: row.total_visits,
      countries_visited: row.countries_visited,
      reviews_count: row.reviews_count,
    })),
  };
}

export async function myRanking(
  ctx: RankingContext,
  userId: number,
  query: Query,
): Promise<MyRanking> {
  const key = currentPeriodKey(query.period, ctx.clock(), ctx.timeZone);
  const { score, rank, shownInRankings } = await rankOf(ctx.db, {
    type: query.type,
    period: key,
    userId,
  });
  return { score, rank, shown_in_rankings: shownInRankings };
}

/**
 * The landing page's figures, counted at most once per CACHE_MS per server (they change
 * slowly, and the landing page is the most visited page). Each app keeps its own: the count
 * belongs to the database that app serves.
 */
const CACHE_MS = 5 * 60_000;

export function keptCommunityFigures(): (ctx: RankingContext) => Promise<CommunityFigures> {
  let kept: { at: number; figures: Promise<CommunityFigures> } | undefined;
  return (ctx) => {
    const now = ctx.clock().getTime();
    if (!kept || now - kept.at >= CACHE_MS || now < kept.at) {
      const figures = communityTotals(ctx.db);
      kept = { at: now, figures };
      figures.catch(() => {
        if (kept?.figures === figures) kept = undefined;
      });
    }
    return kept.figures;
  };
}
