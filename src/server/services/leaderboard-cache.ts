import type { Leaderboard } from '../../shared/api/ranking';
import { KeptAnswers } from './kept-answers';

/**
 * The top of a ranking is the same answer for every caller and the most read one, so each
 * app instance keeps it (kept-answers.ts, P7). The database notifies a change when a
 * transaction that changed a counter, or a traveller's name, picture or 「ランキングに表示する」,
 * commits (migration 0011).
 */
export const LEADERBOARD_MAX_AGE_MS = 5_000;

/** Types × periods × the page sizes callers ask for: a handful are read at any time. */
const MOST_LEADERBOARDS = 100;

export class LeaderboardCache extends KeptAnswers<Leaderboard> {
  constructor(now?: () => number) {
    super({ maxAgeMs: LEADERBOARD_MAX_AGE_MS, maxEntries: MOST_LEADERBOARDS }, now);
  }
}
