import { describe, expect, it } from 'vitest';
import {
  LEADERBOARD_MAX_AGE_MS,
  LeaderboardCache,
} from '../../../src/server/services/leaderboard-cache';
import type { Leaderboard } from '../../../src/shared/api/ranking';

function counted() {
  let reads = 0;
  const read = async (): Promise<Leaderboard> => {
    reads += 1;
    return { type: 'total_visits', period: 'all_time', period_key: 'all', leaderboard: [] };
  };
  return { read, reads: () => reads };
}

describe('the tops of the rankings an instance keeps', () => {
  it('reads each top once while nothing changes, and again after a change', async () => {
    const cache = new LeaderboardCache(() => 0);
    cache.setLive(true);
    const db = counted();
    await cache.answer('a', db.read);
    await cache.answer('a', db.read);
    await cache.answer('b', db.read);
    expect(db.reads()).toBe(2);
    cache.changed();
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(3);
  });

  it('shares one read among the calls that arrive while it runs', async () => {
    const cache = new LeaderboardCache(() => 0);
    cache.setLive(true);
    const db = counted();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('a', db.read)));
    expect(db.reads()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing while changes may go unheard, and nothing past its age', async () => {
    let now = 0;
    const cache = new LeaderboardCache(() => now);
    const db = counted();
    await cache.answer('a', db.read);
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(2);
    cache.setLive(true);
    await cache.answer('a', db.read);
    now += LEADERBOARD_MAX_AGE_MS - 1;
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(3);
    now += 1;
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(4);
    cache.setLive(false);
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(5);
  });

  it('does not keep a failed read', async () => {
    const cache = new LeaderboardCache(() => 0);
    cache.setLive(true);
    await expect(
      cache.answer('a', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    const db = counted();
    await cache.answer('a', db.read);
    expect(db.reads()).toBe(1);
  });
});
