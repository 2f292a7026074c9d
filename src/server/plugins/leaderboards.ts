import { LeaderboardCache } from '../services/leaderboard-cache';
import { keptAnswersPlugin } from './kept-answers-drops';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tops of the rankings this instance keeps (services/leaderboard-cache.ts). */
    leaderboards: LeaderboardCache;
  }
}

/** The database's channel for changes a leaderboard shows (migration 0011). */
const LEADERBOARD_CHANNEL = 'leaderboard_changed';

/**
 * Keeps the tops of the rankings per instance, dropped on the database's notifications and,
 * before the answer leaves, on any change this instance made: the traveller who logged a
 * visit reads the ranking it moved at once.
 */
export const leaderboardsPlugin = keptAnswersPlugin('leaderboards', () => new LeaderboardCache(), {
  channel: LEADERBOARD_CHANNEL,
});
