import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/shared/api/social-users';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sites: number[];
let sakura: Member;
let emile: Member;
let me: Member;
beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t, 10);
  sakura = await member(t, { username: 'sakura_trip', display_name: 'サクラ 旅行記' });
  emile = await member(t, { username: 'wanderer_9', display_name: 'Émile Durand' });
  me = await member(t, { username: 'searcher_1' });
});
afterAll(() => t.close());

const names = (res: { json: () => { results: PublicUser[] } }) =>
  res.json().results.map((u) => u.username);
const search = (q: string, who: Member | undefined = me) =>
  api(t, who, 'GET', `/social/users/search/?q=${encodeURIComponent(q)}`);

describe('GET /api/social/users/search/', () => {
  it('finds by username and display name, ignoring case, width, kana and accents; q is trimmed', async () => {
    expect(names(await search('SAKURA'))).toEqual(['sakura_trip']);
    expect(names(await search('  さくら  '))).toEqual(['sakura_trip']);
    expect(names(await search('ｻｸﾗ'))).toEqual(['sakura_trip']);
    expect(names(await search('旅行'))).toEqual(['sakura_trip']);
    expect(names(await search('emile'))).toEqual(['wanderer_9']);
    expect(names(await search('ＤＵＲＡＮＤ', undefined))).toEqual(['wanderer_9']);
    expect((await search('durand')).json().count).toBe(1);
  });

  it('finds by one or two characters, and across the username and the display name', async () => {
    // None of these has a word of three letters, so none is found by trigrams.
    expect(names(await search('旅'))).toEqual(['sakura_trip']);
    expect(names(await search('ｸ'))).toEqual(['sakura_trip']);
    expect(names(await search('記'))).toEqual(['sakura_trip']);
    expect(names(await search('9'))).toEqual(['wanderer_9']);
    expect(names(await search('P サ'))).toEqual(['sakura_trip']);
    expect(names(await search('9 é'))).toEqual(['wanderer_9']);
    expect(names(await search('旅記'))).toEqual([]);
    expect((await search('9')).json().count).toBe(1);
  });

  it('answers an empty page for an empty query, and treats % and _ as plain text', async () => {
    expect((await search('   ')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect(names(await search('%'))).toEqual([]);
    expect(names(await search('k_r'))).toEqual([]);
    expect(names(await search('a_trip'))).toEqual(['sakura_trip']);
  });

  it('puts an exact account name first', async () => {
    await member(t, { username: 'trip', display_name: '' });
    await member(t, { username: 'tripper', display_name: '' });
    expect(names(await search('trip'))[0]).toBe('trip');
  });

  it('pages the matches with their count, past the last page too', async () => {
    for (const n of [1, 2, 3]) await member(t, { username: `pager_${n}`, display_name: 'ページ' });
    const page = (q: string, offset: number) =>
      api(
        t,
        me,
        'GET',
        `/social/users/search/?q=${encodeURIComponent(q)}&limit=2&offset=${offset}`,
      );
    for (const q of ['pager', 'ペ']) {
      const first = (await page(q, 0)).json();
      expect([first.count, first.results.length, first.next !== null]).toEqual([3, 2, true]);
      const last = (await page(q, 2)).json();
      expect([last.count, names({ json: () => last }), last.next]).toEqual([3, ['pager_3'], null]);
      const beyond = (await page(q, 10)).json();
      expect([beyond.count, beyond.results]).toEqual([3, []]);
    }
  });

  it('refuses an over-long query (400)', async () => {
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('GET /api/social/users/', () => {
  it('popular: most followers first; recent: latest post first; never the caller', async () => {
    const fans = [await member(t), await member(t)];
    for (const fan of fans) await api(t, fan, 'POST', `/social/follow/${emile.id}/`);
    await api(t, fans[0] as Member, 'POST', `/social/follow/${sakura.id}/`);
    const popular = await api(t, me, 'GET', '/social/users/?order=popular&limit=2');
    expect(names(popular)).toEqual(['wanderer_9', 'sakura_trip']);

    await visit(t, emile, sites[0] as number);
    await visit(t, sakura, sites[1] as number);
    await visit(t, me, sites[2] as number);
    const recent = await api(t, me, 'GET', '/social/users/?order=recent&limit=5');
    expect(names(recent)).toEqual(['sakura_trip', 'wanderer_9']);
    const asVisitor = await api(t, undefined, 'GET', '/social/users/?order=recent&limit=5');
    expect(names(asVisitor)).toEqual(['searcher_1', 'sakura_trip', 'wanderer_9']);
  });
});

describe('GET /api/social/users/{id}/profile/', () => {
  it('counts posts and visits as each viewer may see them', async () => {
    const counted = await member(t);
    const [shared, unshared, forFollowers, own] = sites.slice(3, 7) as number[];
    await visit(t, counted, shared as number);
    await visit(t, counted, unshared as number, { share_to_feed: false });
    await visit(t, counted, forFollowers as number, { visibility: 'followers' });
    await visit(t, counted, own as number, { visibility: 'private' });
    const follower = await member(t);
    await api(t, follower, 'POST', `/social/follow/${counted.id}/`);
    const blocker = await member(t);
    await api(t, blocker, 'POST', `/social/block/${counted.id}/`);

    const counts = async (who: Member | undefined) => {
      const res = await api(t, who, 'GET', `/social/users/${counted.id}/profile/`);
      expect(res.statusCode, res.body).toBe(200);
      const { posts_count, total_visits } = res.json() as PublicUser;
      return { posts_count, total_visits };
    };
    // A post is a visit shared to the feed; a visit counts whether shared or not.
    expect(await counts(undefined)).toEqual({ posts_count: 1, total_visits: 2 });
    expect(await counts(me)).toEqual({ posts_count: 1, total_visits: 2 });
    expect(await counts(follower)).toEqual({ posts_count: 2, total_visits: 3 });
    expect(await counts(counted)).toEqual({ posts_count: 4, total_visits: 4 });
    // Whoever blocked them sees none of their visits counted.
    expect(await counts(blocker)).toEqual({ posts_count: 0, total_visits: 0 });
  });
});
