import type {
  Leaderboard,
  MyRanking,
  RankingPeriod,
  RankingType,
} from '../../../shared/api/ranking';
import { LEADERBOARD_DEFAULT } from '../../../shared/limits';
import { readCacheKeys } from '../../db/read-cache-rows';
import { type RemoteView, useRemoteView } from '../remote-view/use-remote-view';

/**
 * The ranking's choices, in the order the buttons show them (SPEC.md §2). The same lists as
 * src/shared/api/ranking.ts, written here because that module loads zod; `satisfies` keeps
 * the two in step.
 */
export const RANKING_TYPE_KEYS = [
  'total_visits',
  'countries_visited',
  'reviews_count',
] as const satisfies readonly RankingType[];
export const RANKING_PERIOD_KEYS = [
  'all_time',
  'yearly',
  'monthly',
] as const satisfies readonly RankingPeriod[];

export function rankingTypeOf(value: unknown): RankingType {
  return RANKING_TYPE_KEYS.includes(value as RankingType) ? (value as RankingType) : 'total_visits';
}

export function rankingPeriodOf(value: unknown): RankingPeriod {
  return RANKING_PERIOD_KEYS.includes(value as RankingPeriod)
    ? (value as RankingPeriod)
    : 'all_time';
}

/** The top 50 for one type and period, kept on the device for offline. */
export function useLeaderboard(type: RankingType, period: RankingPeriod): RemoteView<Leaderboard> {
  const view = leaderboardView(type, period);
  return useRemoteView(view.path, view.cacheKey);
}

/** Where a leaderboard is asked and kept: the screen and the prefetch read the same. */
export function leaderboardView(
  type: RankingType,
  period: RankingPeriod,
): { path: string; cacheKey: string } {
  return {
    path: `heritage/leaderboard/?type=${type}&period=${period}&limit=${LEADERBOARD_DEFAULT}`,
    cacheKey: readCacheKeys.leaderboard(type, period),
  };
}

/** The signed-in user's own position; `enabled` false (a visitor) asks nothing. */
export function useMyRanking(
  type: RankingType,
  period: RankingPeriod,
  enabled: boolean,
): RemoteView<MyRanking> {
  return useRemoteView(
    enabled ? `heritage/my-ranking/?type=${type}&period=${period}` : null,
    readCacheKeys.myRanking(type, period),
  );
}
