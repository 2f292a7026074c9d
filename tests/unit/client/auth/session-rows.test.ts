import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStoreOf } from '../../../../src/client/api/session-client';
import { LocalDatabase } from '../../../../src/client/db/local-database';
import { type SessionRows, sessionRowsOf } from '../../../../src/client/db/session';
import type { User, UserStats } from '../../../../src/shared/api/auth';

const user = (id: number, display_name = 'Taro'): User => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  display_name,
  full_name: display_name,
  profile_picture: null,
  bio: '',
  location: '',
  website: '',
  birth_date: null,
  joined_date: '2026-01-01T00:00:00Z',
  posts_count: 0,
  total_visits: 3,
  countries_visited: 2,
  followers_count: 0,
  following_count: 0,
  is_following: false,
});

const stats = { visited_sites: 3, total_sites: 1199 } as UserStats;

let database: LocalDatabase;
let rows: SessionRows;
let count = 0;
beforeEach(async () => {
  count += 1;
  database = new LocalDatabase(`session-rows-test-${count}`);
  rows = sessionRowsOf(database);
  await rows.save({ user: user(1), access: 'a1', refresh: 'r1' });
});
afterEach(async () => {
  await database.delete();
});

describe('stored session rows', () => {
  it('keeps one session under the key "current"', async () => {
    await rows.save({ user: user(2), access: 'a2', refresh: 'r2' });
    expect(await database.session.count()).toBe(1);
    expect((await rows.get())?.user.id).toBe(2);
  });

  it('stores rotated tokens only over the refresh token they were traded for', async () => {
    expect(await rows.replaceTokens({ access: 'a2', refresh: 'r2' }, 'r1')).toBe(true);
    expect(await rows.replaceTokens({ access: 'a3', refresh: 'r3' }, 'r1')).toBe(false);
    expect(await rows.get()).toMatchObject({ access: 'a2', refresh: 'r2', user: { id: 1 } });
  });

  it('never resurrects a signed-out session with rotated tokens', async () => {
    await rows.clear();
    expect(await rows.replaceTokens({ access: 'a2', refresh: 'r2' }, 'r1')).toBe(false);
    expect(await rows.get()).toBeUndefined();
  });

  it('clears only the session that held the refused refresh token', async () => {
    await rows.clear('some-other-refresh');
    expect(await rows.get()).toBeDefined();
    await rows.clear('r1');
    expect(await rows.get()).toBeUndefined();
  });

  it("keeps the last known user and stats, but never another account's", async () => {
    await rows.saveUser(user(1, 'Hanako'));
    await rows.saveStats(1, stats);
    await rows.saveUser(user(9, 'Intruder'));
    await rows.saveStats(9, { ...stats, visited_sites: 99 });
    expect(await rows.get()).toMatchObject({
      user: { id: 1, display_name: 'Hanako' },
      stats: { visited_sites: 3 },
      access: 'a1',
    });
  });

  it('drops the previous account’s stats on a new sign-in', async () => {
    await rows.saveStats(1, stats);
    await rows.save({ user: user(2), access: 'a2', refresh: 'r2' });
    expect((await rows.get())?.stats).toBeUndefined();
  });

  it('serves token-refresh.ts through tokenStoreOf', async () => {
    const store = tokenStoreOf(rows);
    expect(await store.read()).toEqual({ access: 'a1', refresh: 'r1' });
    expect(await store.replace({ access: 'a2', refresh: 'r2' }, 'r1')).toBe(true);
    await store.clear('r2');
    expect(await store.read()).toBeUndefined();
  });
});
