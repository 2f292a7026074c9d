import type { Leaderboard } from '../../shared/api/ranking';

/**
 * The top of a ranking is the same answer for every caller and the most read one, so each
 * app instance keeps it (P7) until something it shows may have changed:
 * - the database notifies every instance when a transaction that changed a counter, or a
 *   traveller's name, picture or 「ランキングに表示する」, commits (migration 0011), whoever made
 *   it: a request to any instance, the rebuild command, the demo seeder;
 * - a change this instance answered drops it before the answer leaves, so the traveller who
 *   made it reads it back at once, before the notification arrives;
 * - while notifications may be missed (the listening connection is being replaced), nothing
 *   is kept, and an answer is never older than MAX_AGE_MS in any case.
 * Calls that arrive while the top is being read share that one read.
 */
export const LEADERBOARD_MAX_AGE_MS = 5_000;

type Entry = { at: number; answer: Promise<Leaderboard> };

export class LeaderboardCache {
  readonly #entries = new Map<string, Entry>();
  #live = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Whether changes are being heard; kept answers are dropped either way. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#entries.clear();
  }

  /** Something a leaderboard shows may have changed. */
  changed(): void {
    this.#entries.clear();
  }

  /** The answer for `key`, kept or read by `read`. */
  answer(key: string, read: () => Promise<Leaderboard>): Promise<Leaderboard> {
    if (!this.#live) return read();
    const now = this.now();
    const kept = this.#entries.get(key);
    if (kept && now - kept.at < LEADERBOARD_MAX_AGE_MS) return kept.answer;
    const answer = read();
    const entry = { at: now, answer };
    this.#entries.set(key, entry);
    // A failed read is not kept: the next call tries again.
    answer.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return answer;
  }
}
