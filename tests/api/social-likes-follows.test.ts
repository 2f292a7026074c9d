import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sites: number[];
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t);
  [alice, bob, carol] = [await member(t), await member(t), await member(t)];
});
afterAll(() => t.close());

const site = (n: number) => sites[n] as number;

describe('likes', () => {
  it('says the state wanted: a second like or unlike changes nothing, and the count never goes below 0', async () => {
    const post = await visit(t, alice, site(0));
    const like = () => api(t, bob, 'POST', `/social/posts/${post.id}/like/`);
    const unlike = (who = bob) => api(t, who, 'DELETE', `/social/posts/${post.id}/unlike/`);
    expect((await like()).json()).toEqual({ post_id: post.id, liked: true, likes_count: 1 });
    expect((await like()).json()).toEqual({ post_id: post.id, liked: true, likes_count: 1 });
    expect((await api(t, carol, 'POST', `/social/posts/${post.id}/like/`)).json().likes_count).toBe(
      2,
    );
    expect((await unlike()).json()).toEqual({ post_id: post.id, liked: false, likes_count: 1 });
    expect((await unlike()).json()).toEqual({ post_id: post.id, liked: false, likes_count: 1 });
    expect((await unlike(carol)).json().likes_count).toBe(0);
    expect((await unlike(carol)).json().likes_count).toBe(0);
  });

  it('shows in the post as likes_count and is_liked for the caller only', async () => {
    const post = await visit(t, alice, site(1));
    await api(t, bob, 'POST', `/social/posts/${post.id}/like/`);
    const seenBy = async (who: Member | undefined) =>
      (await api(t, who, 'GET', `/social/posts/${post.id}/`)).json();
    expect(await seenBy(bob)).toMatchObject({ likes_count: 1, is_liked: true });
    expect(await seenBy(carol)).toMatchObject({ likes_count: 1, is_liked: false });
    expect(await seenBy(undefined)).toMatchObject({ likes_count: 1, is_liked: false });
  });

  it('answers 404 for a post that does not exist, and 401 to a visitor', async () => {
    expect((await api(t, bob, 'POST', '/social/posts/999999/like/')).statusCode).toBe(404);
    expect((await api(t, bob, 'DELETE', '/social/posts/999999/unlike/')).statusCode).toBe(404);
    const post = await visit(t, alice, site(2));
    expect((await api(t, undefined, 'POST', `/social/posts/${post.id}/like/`)).statusCode).toBe(
      401,
    );
  });

  it('replays an Idempotency-Key: the first answer again, nothing changed', async () => {
    const post = await visit(t, alice, site(3));
    const key = { 'idempotency-key': 'like-replay-1' };
    const first = await api(t, bob, 'POST', `/social/posts/${post.id}/like/`, undefined, key);
    await api(t, carol, 'POST', `/social/posts/${post.id}/like/`);
    const again = await api(t, bob, 'POST', `/social/posts/${post.id}/like/`, undefined, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await api(t, bob, 'DELETE', `/social/posts/${post.id}/unlike/`, undefined, key);
    expect(reused.statusCode).toBe(422);
  });
});

describe('follows', () => {
  it('follows and unfollows idempotently and answers the follower count', async () => {
    const follow = () => api(t, bob, 'POST', `/social/follow/${carol.id}/`);
    const unfollow = () => api(t, bob, 'DELETE', `/social/unfollow/${carol.id}/`);
    expect((await follow()).json()).toEqual({ is_following: true, followers_count: 1 });
    expect((await follow()).json()).toEqual({ is_following: true, followers_count: 1 });
    const profile = (await api(t, bob, 'GET', `/social/users/${carol.id}/profile/`)).json();
    expect(profile).toMatchObject({ is_following: true, followers_count: 1 });
    expect((await unfollow()).json()).toEqual({ is_following: false, followers_count: 0 });
    expect((await unfollow()).json()).toEqual({ is_following: false, followers_count: 0 });
  });

  it("shows in every post as the author's is_following, for the caller only", async () => {
    const post = await visit(t, alice, site(3));
    const authorSeenBy = async (who: Member | undefined) =>
      (await api(t, who, 'GET', `/social/posts/${post.id}/`)).json().user;
    expect(await authorSeenBy(bob)).toMatchObject({ id: alice.id, is_following: false });
    await api(t, bob, 'POST', `/social/follow/${alice.id}/`);
    expect(await authorSeenBy(bob)).toMatchObject({ is_following: true });
    expect(await authorSeenBy(carol)).toMatchObject({ is_following: false });
    expect(await authorSeenBy(undefined)).toMatchObject({ is_following: false });
    const feed = (await api(t, bob, 'GET', '/social/feed/?type=discover&page_size=50')).json();
    const inFeed = feed.results.find((p: { id: number }) => p.id === post.id);
    expect(inFeed.user.is_following).toBe(true);
    await api(t, bob, 'DELETE', `/social/unfollow/${alice.id}/`);
    expect(await authorSeenBy(bob)).toMatchObject({ is_following: false });
  });

  it('refuses following oneself (400) and unknown users (404); visitors get 401', async () => {
    const self = await api(t, bob, 'POST', `/social/follow/${bob.id}/`);
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('自分自身をフォローすることはできません。');
    expect((await api(t, bob, 'POST', '/social/follow/999999/')).statusCode).toBe(404);
    expect((await api(t, undefined, 'POST', `/social/follow/${carol.id}/`)).statusCode).toBe(401);
  });

  it('lists followers and following newest first, paged with count and next', async () => {
    const star = await member(t);
    const fans = [await member(t), await member(t), await member(t)];
    for (const fan of fans) {
      t.clock.advance(1000);
      await api(t, fan, 'POST', `/social/follow/${star.id}/`);
    }
    const first = await api(t, undefined, 'GET', `/social/followers/${star.id}/?limit=2`);
    expect(first.json().count).toBe(3);
    expect(first.json().results.map((u: { id: number }) => u.id)).toEqual([
      fans[2]?.id,
      fans[1]?.id,
    ]);
    const next = await t.app.inject(`/api${first.json().next.replace(/^\/api/, '')}`);
    expect(next.json().results.map((u: { id: number }) => u.id)).toEqual([fans[0]?.id]);
    expect(next.json()).toMatchObject({ count: 3, next: null });
    const pastTheEnd = await api(t, undefined, 'GET', `/social/followers/${star.id}/?offset=10`);
    expect(pastTheEnd.json()).toMatchObject({ count: 3, results: [] });
    const following = await api(t, undefined, 'GET', `/social/following/${fans[0]?.id}/`);
    expect(following.json()).toMatchObject({ count: 1, results: [{ id: star.id }] });
    expect((await api(t, undefined, 'GET', '/social/followers/999999/')).statusCode).toBe(404);
  });
});
