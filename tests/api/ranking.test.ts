import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rankingScoreCounts, sites, users } from '../../src/server/db/schema';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import { LEADERBOARD_MAX_AGE_MS } from '../../src/server/services/leaderboard-cache';
import type { Leaderboard, MyRanking } from '../../src/shared/api/ranking';
import { type AuthTestApp, GOOD_PASSWORD, startAuthTestApp, TestClock } from './support/auth';
import { api, type Member, member } from './support/social';
import { startUnheardInstance } from './support/unheard-instance';

// The test clock starts at 2030-04-01 09:00 UTC: 18:00 in Tokyo, the server's default zone.
let t: AuthTestApp;
let single: number[];
let transboundary: { id: number; states: string[] };
beforeAll(async () => {
  t = await startAuthTestApp({ clock: new TestClock('2030-04-01T09:00:00Z') });
  const rows = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(sql`cardinality(${sites.isoCodes}) = 1 and ${sites.listed}`)
    .orderBy(sites.id)
    .limit(40);
  single = rows.map((r) => r.id);
  const [tb] = await t.database.db
    .select({ id: sites.id, states: sites.isoCodes })
    .from(sites)
    .where(sql`cardinality(${sites.isoCodes}) >= 3 and ${sites.listed}`)
    .orderBy(sites.id)
    .limit(1);
  if (!tb) throw new Error('the catalogue has no site of three states');
  transboundary = tb;
});
afterAll(() => t.close());
beforeEach(async () => {
  // Rankings are global: each test starts with nobody.
  await t.database.db.delete(users);
  // Kept by every change of a counter, not by the deletion above (no account was deleted).
  await t.database.db.delete(rankingScoreCounts);
});

function site(i: number): number {
  const id = single[i];
  if (id === undefined) throw new Error(`no site ${i}`);
  return id;
}

async function record(
  who: Member,
  siteId: number,
  fields: { visited_date?: string; comment?: string; country_code?: string } = {},
) {
  t.clock.advance(1000);
  const res = await api(t, who, 'POST', `/heritage/sites/${siteId}/visit/`, {
    visited_date: '2030-03-10',
    rating: 4,
    ...fields,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function board(query: string, who?: Member): Promise<Leaderboard> {
  const res = await api(t, who, 'GET', `/heritage/leaderboard/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function mine(who: Member, query: string): Promise<MyRanking> {
  const res = await api(t, who, 'GET', `/heritage/my-ranking/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (b: Leaderboard) => b.leaderboard.map((e) => [e.rank, e.user.username, e.score]);

describe('leaderboard and my-ranking', () => {
  it('ranks every type in every period by the visited date, not the day it was logged', async () => {
    const aki = await member(t, { username: 'aki_rank' });
    const ben = await member(t, { username: 'ben_rank' });
    // Aki: three sites this month (one reviewed), one earlier this year, two last year.
    await record(aki, site(0), { visited_date: '2030-04-01', comment: '圧巻' });
    await record(aki, site(1), { visited_date: '2030-04-01' });
    await record(aki, transboundary.id, {
      visited_date: '2030-04-01',
      country_code: transboundary.states[1],
    });
    await record(aki, site(2), { visited_date: '2030-02-14' });
    await record(aki, site(3), { visited_date: '2029-12-31', comment: 'よかった' });
    await record(aki, site(4), { visited_date: '2029-06-01', comment: 'また来たい' });
    // Ben: one site this month with a review, logged today but visited in 2028 as well.
    await record(ben, site(5), { visited_date: '2030-04-01', comment: 'great' });
    await record(ben, site(6), { visited_date: '2028-01-01', comment: 'lovely' });

    const expected: Record<string, [string, number][]> = {
      'total_visits&period=all_time': [
        ['aki_rank', 6],
        ['ben_rank', 2],
      ],
      'total_visits&period=yearly': [
        ['aki_rank', 4],
        ['ben_rank', 1],
      ],
      'total_visits&period=monthly': [
        ['aki_rank', 3],
        ['ben_rank', 1],
      ],
      'reviews_count&period=all_time': [
        ['aki_rank', 3],
        ['ben_rank', 2],
      ],
      'reviews_count&period=yearly': [
        ['aki_rank', 1],
        ['ben_rank', 1],
      ],
      'reviews_count&period=monthly': [
        ['aki_rank', 1],
        ['ben_rank', 1],
      ],
    };
    for (const [query, rows] of Object.entries(expected)) {
      const b = await board(`type=${query}`);
      expect(
        b.leaderboard.map((e) => [e.user.username, e.score]),
        query,
      ).toEqual(rows);
    }
    // Countries: the transboundary visit counts the part visited (its second state) only.
    const countries = await board('type=countries_visited&period=monthly');
    const akiRow = countries.leaderboard.find((e) => e.user.username === 'aki_rank');
    const states = new Set(
      (await siteStates([site(0), site(1)])).concat(transboundary.states[1] ?? ''),
    );
    expect(akiRow?.score).toBe(states.size);
    expect(countries.period_key).toBe('2030-04');
    expect((await board('type=total_visits&period=yearly')).period_key).toBe('2030');
    expect((await board('type=total_visits')).period_key).toBe('all');

    // Secondary stats are of the same period.
    const monthly = await board('type=total_visits&period=monthly');
    expect(monthly.leaderboard[0]).toMatchObject({
      rank: 1,
      total_visits: 3,
      reviews_count: 1,
      user: { username: 'aki_rank', full_name: 'aki_rank' },
    });
    expect(Object.keys(monthly.leaderboard[0]?.user ?? {}).sort()).toEqual([
      'display_name',
      'full_name',
      'id',
      'profile_picture',
      'username',
    ]);
    expect(await mine(ben, 'type=total_visits&period=all_time')).toEqual({
      rank: 2,
      score: 2,
      shown_in_rankings: true,
    });
    // The 2028 visit counts in none of this year's periods.
    expect(await mine(ben, 'type=reviews_count&period=yearly')).toMatchObject({
      rank: 1,
      score: 1,
    });
  });

  it('shares a rank within a tie, and puts first who reached the score first', async () => {
    const [a, b, c, d] = [
      await member(t, { username: 'tie_a' }),
      await member(t, { username: 'tie_b' }),
      await member(t, { username: 'tie_c' }),
      await member(t, { username: 'tie_d' }),
    ];
    await record(a, site(0));
    await record(a, site(1));
    await record(a, site(2));
    // c reaches 2 before b does.
    await record(c, site(0));
    await record(c, site(1));
    await record(b, site(0));
    await record(b, site(1));
    await record(d, site(3));
    expect(names(await board('type=total_visits'))).toEqual([
      [1, 'tie_a', 3],
      [2, 'tie_c', 2],
      [2, 'tie_b', 2],
      [4, 'tie_d', 1],
    ]);
    expect((await mine(b, 'type=total_visits')).rank).toBe(2);
    expect((await mine(d, 'type=total_visits')).rank).toBe(4);
    // Changing a visit without changing the score keeps the place within the tie.
    await record(c, site(1), { comment: '再訪' });
    expect(names(await board('type=total_visits')).slice(1, 3)).toEqual([
      [2, 'tie_c', 2],
      [2, 'tie_b', 2],
    ]);
    expect((await board('type=total_visits&limit=2')).leaderboard).toHaveLength(2);
  });

  it('leaves out who chose not to be shown, but tells them their own place', async () => {
    const shy = await member(t, { username: 'shy_one' });
    const open = await member(t, { username: 'open_one' });
    await record(shy, site(0));
    await record(shy, site(1));
    await record(open, site(2));
    const off = await api(t, shy, 'PATCH', '/auth/profile/', { show_in_rankings: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().show_in_rankings).toBe(false);
    expect(names(await board('type=total_visits'))).toEqual([[1, 'open_one', 1]]);
    expect(await mine(shy, 'type=total_visits')).toEqual({
      rank: 1,
      score: 2,
      shown_in_rankings: false,
    });
    expect(await mine(open, 'type=total_visits')).toMatchObject({ rank: 1, score: 1 });
    // Others never see the setting.
    const profile = await api(t, open, 'GET', `/social/users/${shy.id}/profile/`);
    expect(profile.json()).not.toHaveProperty('show_in_rankings');
  });

  it('places a traveller behind whoever is shown above them, through the switch and a deletion', async () => {
    const [first, second, third] = [await member(t), await member(t), await member(t)];
    for (const i of [0, 1, 2]) await record(first, site(i));
    for (const i of [0, 1]) await record(second, site(i));
    await record(third, site(0));
    const rankOfThird = async () => (await mine(third, 'type=total_visits')).rank;
    expect(await rankOfThird()).toBe(3);
    await api(t, first, 'PATCH', '/auth/profile/', { show_in_rankings: false });
    expect(await rankOfThird()).toBe(2);
    await api(t, first, 'PATCH', '/auth/profile/', { show_in_rankings: true });
    expect(await rankOfThird()).toBe(3);
    // Setting the same value again moves nobody.
    await api(t, second, 'PATCH', '/auth/profile/', { show_in_rankings: true });
    expect(await rankOfThird()).toBe(3);
    const gone = await api(t, second, 'DELETE', '/auth/account/', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await rankOfThird()).toBe(2);
    expect((await mine(third, 'type=total_visits&period=yearly')).rank).toBe(2);
    const { differences } = await rebuildCollections(t.database.db, {
      now: t.clock.now(),
      timeZone: 'Asia/Tokyo',
    });
    expect(differences).toEqual([]);
  });

  it('moves a visit between periods when its date changes, and forgets a removed one', async () => {
    const who = await member(t);
    await record(who, site(0), { visited_date: '2030-04-01' });
    expect(await mine(who, 'type=total_visits&period=monthly')).toMatchObject({
      rank: 1,
      score: 1,
    });
    await record(who, site(0), { visited_date: '2030-03-31' });
    expect(await mine(who, 'type=total_visits&period=monthly')).toMatchObject({
      rank: null,
      score: 0,
    });
    expect(await mine(who, 'type=total_visits&period=yearly')).toMatchObject({ rank: 1, score: 1 });
    const removed = await api(t, who, 'DELETE', `/heritage/sites/${site(0)}/unvisit/`);
    expect(removed.statusCode).toBe(204);
    expect(await mine(who, 'type=total_visits&period=all_time')).toEqual({
      rank: null,
      score: 0,
      shown_in_rankings: true,
    });
    expect((await board('type=total_visits')).leaderboard).toEqual([]);
  });

  it('counts this year and month in Asia/Tokyo: 16:00 UTC on 31 December is already January', async () => {
    const local = await startAuthTestApp({
      database: t.database,
      clock: new TestClock('2030-12-31T16:00:00Z'),
    });
    try {
      const who = await member(local);
      local.clock.advance(1000);
      const res = await api(local, who, 'POST', `/heritage/sites/${site(0)}/visit/`, {
        visited_date: '2030-12-31',
      });
      expect(res.statusCode, res.body).toBe(201);
      const yearly = await api(local, who, 'GET', '/heritage/my-ranking/?period=yearly');
      expect(yearly.json()).toMatchObject({ rank: null, score: 0 });
      const board2031 = await api(local, undefined, 'GET', '/heritage/leaderboard/?period=yearly');
      expect(board2031.json()).toMatchObject({ period_key: '2031', leaderboard: [] });
    } finally {
      await local.close();
    }
  });

  it('refuses an unknown type or period, a limit over 100, and my-ranking without an account', async () => {
    for (const query of ['type=likes', 'period=weekly', 'limit=101', 'limit=0']) {
      const res = await api(t, undefined, 'GET', `/heritage/leaderboard/?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await api(t, undefined, 'GET', '/heritage/my-ranking/');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a country the site does not lie in', async () => {
    const who = await member(t);
    const res = await api(t, who, 'POST', `/heritage/sites/${site(0)}/visit/`, {
      visited_date: '2030-03-01',
      country_code: 'zz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().country_code[0]).toMatch(/国/);
  });

  it('keeps counters a full rebuild agrees with', async () => {
    const who = await member(t);
    const other = await member(t);
    await record(who, site(0), { comment: 'x' });
    await record(who, site(1), { visited_date: '2029-01-01' });
    await record(other, transboundary.id, { country_code: transboundary.states[2] });
    await api(t, who, 'DELETE', `/heritage/sites/${site(1)}/unvisit/`);
    const { differences } = await rebuildCollections(t.database.db, {
      now: t.clock.now(),
      timeZone: 'Asia/Tokyo',
    });
    expect(differences).toEqual([]);
  });

  it('shows a change made outside this server at once, though the top of a ranking is kept', async () => {
    const who = await member(t, { username: 'kept_top' });
    await record(who, site(0));
    const displayName = async () => (await board('type=total_visits')).leaderboard[0]?.user;
    expect(await displayName()).toMatchObject({ username: 'kept_top', display_name: '' });
    // Another app instance, the rebuild command or an operator: no request of this server.
    await t.database.db.update(users).set({ displayName: '保存の旅人' });
    // The database's notification drops the kept answer: well before it would expire.
    await expect
      .poll(displayName, { timeout: LEADERBOARD_MAX_AGE_MS / 2, interval: 20 })
      .toMatchObject({ display_name: '保存の旅人' });
    await t.database.db.update(users).set({ showInRankings: false });
    await expect
      .poll(async () => (await board('type=total_visits')).leaderboard, {
        timeout: LEADERBOARD_MAX_AGE_MS / 2,
        interval: 20,
      })
      .toEqual([]);
  });

  it('answers a browser the kept top compressed, and a change made since', async () => {
    const query = 'type=total_visits';
    const compressedBoard = async (): Promise<Leaderboard> => {
      const res = await api(t, undefined, 'GET', `/heritage/leaderboard/?${query}`, undefined, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(res.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    };
    // Enough travellers for an answer worth compressing (over 1 KB).
    for (let i = 0; i < 8; i++) await record(await member(t), site(i));
    const plain = await board(query);
    expect(await compressedBoard()).toEqual(plain);
    await record(await member(t, { username: 'ninth_here' }), site(9));
    const after = await compressedBoard();
    expect(after.leaderboard).toHaveLength(9);
    expect(after.leaderboard.map((row) => row.user.username)).toContain('ninth_here');
  });

  it('shows travellers their own change at once, before the database’s notification', async () => {
    const unheard = await startUnheardInstance(t);
    try {
      const who = await member(unheard, { username: 'first_here' });
      const top = async () => {
        const res = await api(unheard, who, 'GET', '/heritage/leaderboard/?type=total_visits');
        return names(res.json());
      };
      expect(await top()).toEqual([]);
      const visit = { visited_date: '2030-03-10', rating: 4 };
      await api(unheard, who, 'POST', `/heritage/sites/${site(0)}/visit/`, visit);
      expect(await top()).toEqual([[1, 'first_here', 1]]);
      await api(unheard, who, 'PATCH', '/auth/profile/', { show_in_rankings: false });
      expect(await top()).toEqual([]);
    } finally {
      await unheard.close();
    }
  });
});

async function siteStates(ids: number[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ states: sites.isoCodes })
    .from(sites)
    .where(sql`${sites.id} in ${ids}`);
  return rows.flatMap((r) => r.states);
}
