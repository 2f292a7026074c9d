import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ids, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sites: number[];
let next = 0;
const freshSite = () => sites[next++] as number;
beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t, 100);
});
afterAll(() => t.close());

/** Follows a `next` link as the same caller. */
const follow = (link: string, who?: Member) =>
  t.app.inject({ url: link, headers: who ? { authorization: `Bearer ${who.access}` } : {} });

describe('GET /api/social/feed/', () => {
  it('discover shows every public post newest first, to visitors too; any unknown type is discover', async () => {
    const a = await member(t);
    const older = await visit(t, a, freshSite());
    const newer = await visit(t, a, freshSite());
    const feed = await api(t, undefined, 'GET', '/social/feed/?page_size=2');
    expect(feed.statusCode).toBe(200);
    expect(ids(feed)).toEqual([newer.id, older.id]);
    const odd = await api(t, undefined, 'GET', '/social/feed/?type=everything&page_size=2');
    expect(ids(odd)).toEqual([newer.id, older.id]);
  });

  it('following shows only the followed users’ posts; my-posts only the own; both need an account', async () => {
    const [me, followed, stranger] = [await member(t), await member(t), await member(t)];
    await api(t, me, 'POST', `/social/follow/${followed.id}/`);
    const theirs = await visit(t, followed, freshSite());
    await visit(t, stranger, freshSite());
    const mine = await visit(t, me, freshSite());
    expect(ids(await api(t, me, 'GET', '/social/feed/?type=following'))).toEqual([theirs.id]);
    expect(ids(await api(t, me, 'GET', '/social/feed/?type=my-posts'))).toEqual([mine.id]);
    expect((await api(t, undefined, 'GET', '/social/feed/?type=following')).statusCode).toBe(401);
    expect((await api(t, undefined, 'GET', '/social/feed/?type=my-posts')).statusCode).toBe(401);
  });

  it('never repeats or skips a post when new posts arrive between pages (cursor next links)', async () => {
    const author = await member(t);
    const me = await member(t);
    await api(t, me, 'POST', `/social/follow/${author.id}/`);
    const posted = [];
    for (let i = 0; i < 7; i++) posted.push((await visit(t, author, freshSite())).id);
    const expected = [...posted].reverse();
    const seen: number[] = [];
    let res = await api(t, me, 'GET', '/social/feed/?type=following&page_size=3&page=1');
    for (;;) {
      seen.push(...ids(res));
      // New posts between pages: the reader keeps going where they were.
      await visit(t, author, freshSite());
      const link = res.json().next;
      if (!link) break;
      expect(link).toContain('cursor=');
      expect(link).not.toContain('page=');
      res = await follow(link, me);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(seen).toEqual(expected);
  });

  it('keeps page numbers working, with a previous link', async () => {
    const author = await member(t);
    const posted = [];
    for (let i = 0; i < 5; i++) posted.push((await visit(t, author, freshSite())).id);
    const expected = [...posted].reverse();
    const page2 = await api(t, author, 'GET', '/social/feed/?type=my-posts&page_size=2&page=2');
    expect(ids(page2)).toEqual(expected.slice(2, 4));
    expect(page2.json().previous).toContain('page=1');
    const page3 = await api(t, author, 'GET', '/social/feed/?type=my-posts&page_size=2&page=3');
    expect(ids(page3)).toEqual(expected.slice(4));
    expect(page3.json().next).toBeNull();
  });

  it('refuses a cursor it did not make (400)', async () => {
    const res = await api(t, undefined, 'GET', '/social/feed/?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json().cursor).toBeDefined();
  });
});

describe('GET /api/social/users/{id}/posts/', () => {
  it('pages a user’s posts newest first with a count and cursor links; 404 for no such user', async () => {
    const author = await member(t);
    const posted = [];
    for (let i = 0; i < 3; i++) posted.push((await visit(t, author, freshSite())).id);
    const first = await api(t, undefined, 'GET', `/social/users/${author.id}/posts/?limit=2`);
    expect(first.json().count).toBe(3);
    expect(ids(first)).toEqual([posted[2], posted[1]]);
    const second = await follow(first.json().next);
    expect(ids(second)).toEqual([posted[0]]);
    expect(second.json().next).toBeNull();
    expect((await api(t, undefined, 'GET', '/social/users/999999/posts/')).statusCode).toBe(404);
  });

  it('counts only the posts the caller may see, and a traveller with none has an empty page', async () => {
    const author = await member(t);
    const stranger = await member(t);
    const quiet = await member(t);
    await visit(t, author, freshSite());
    await visit(t, author, freshSite(), { visibility: 'private' });
    await visit(t, author, freshSite(), { share_to_feed: false });
    const postsOf = async (who: Member | undefined, userId: number) => {
      const res = await api(t, who, 'GET', `/social/users/${userId}/posts/`);
      expect(res.statusCode).toBe(200);
      return { count: res.json().count, shown: ids(res).length };
    };
    expect(await postsOf(undefined, author.id)).toEqual({ count: 1, shown: 1 });
    expect(await postsOf(stranger, author.id)).toEqual({ count: 1, shown: 1 });
    expect(await postsOf(author, author.id)).toEqual({ count: 3, shown: 3 });
    expect(await postsOf(stranger, quiet.id)).toEqual({ count: 0, shown: 0 });
  });
});

describe('GET /api/social/posts/{id}/', () => {
  it('answers one post, and 404 for one that does not exist', async () => {
    const author = await member(t);
    const post = await visit(t, author, freshSite(), { comment: '良かった' });
    const res = await api(t, undefined, 'GET', `/social/posts/${post.id}/`);
    expect(res.json()).toMatchObject({ id: post.id, comment: '良かった', user: { id: author.id } });
    expect((await api(t, undefined, 'GET', '/social/posts/999999/')).statusCode).toBe(404);
  });
});
