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

const feedIds = async (who: Member | undefined, type = 'discover') =>
  ids(await api(t, who, 'GET', `/social/feed/?type=${type}&page_size=50`));
const status = async (who: Member | undefined, path: string) =>
  (await api(t, who, 'GET', path)).statusCode;

describe('visit visibility', () => {
  it('defaults to the owner’s default_visibility, which the profile PATCH changes', async () => {
    const owner = await member(t);
    expect((await visit(t, owner, freshSite())).visibility).toBe('public');
    const patched = await api(t, owner, 'PATCH', '/auth/profile/', {
      default_visibility: 'followers',
    });
    expect(patched.json().default_visibility).toBe('followers');
    const later = await visit(t, owner, freshSite());
    expect(later.visibility).toBe('followers');
    const chosen = await visit(t, owner, freshSite(), { visibility: 'private' });
    expect(chosen.visibility).toBe('private');
    // An update that names none keeps the visit's own.
    const again = await visit(t, owner, chosen.heritage_site.id, {});
    expect(again.visibility).toBe('private');
    const bad = await api(t, owner, 'PATCH', '/auth/profile/', { default_visibility: 'friends' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows followers-only posts to followers and private ones to the owner alone; others get 404', async () => {
    const [owner, fan, stranger] = [await member(t), await member(t), await member(t)];
    await api(t, fan, 'POST', `/social/follow/${owner.id}/`);
    const open = await visit(t, owner, freshSite(), { visibility: 'public' });
    const forFans = await visit(t, owner, freshSite(), { visibility: 'followers' });
    const secret = await visit(t, owner, freshSite(), { visibility: 'private' });

    expect(await feedIds(owner, 'my-posts')).toEqual([secret.id, forFans.id, open.id]);
    expect(await feedIds(fan, 'following')).toEqual([forFans.id, open.id]);
    const discoverFan = await feedIds(fan);
    expect(discoverFan).toContain(forFans.id);
    expect(discoverFan).not.toContain(secret.id);
    for (const who of [stranger, undefined]) {
      const seen = await feedIds(who);
      expect(seen).toContain(open.id);
      expect(seen).not.toContain(forFans.id);
      expect(seen).not.toContain(secret.id);
      expect(await status(who, `/social/posts/${forFans.id}/`)).toBe(404);
      expect(await status(who, `/social/posts/${forFans.id}/comments/`)).toBe(404);
    }
    expect(await status(fan, `/social/posts/${secret.id}/`)).toBe(404);
    expect(await status(owner, `/social/posts/${secret.id}/`)).toBe(200);
    expect((await api(t, stranger, 'POST', `/social/posts/${secret.id}/like/`)).statusCode).toBe(
      404,
    );
    const comment = await api(t, stranger, 'POST', `/social/posts/${forFans.id}/comments/`, {
      content: 'こんにちは',
    });
    expect(comment.statusCode).toBe(404);
  });

  it('counts on profiles only what the caller may see', async () => {
    const [owner, fan, stranger] = [await member(t), await member(t), await member(t)];
    await api(t, fan, 'POST', `/social/follow/${owner.id}/`);
    await visit(t, owner, freshSite(), { visibility: 'public' });
    await visit(t, owner, freshSite(), { visibility: 'followers' });
    await visit(t, owner, freshSite(), { visibility: 'private' });
    const counts = async (who: Member | undefined) => {
      const p = (await api(t, who, 'GET', `/social/users/${owner.id}/profile/`)).json();
      const posts = (await api(t, who, 'GET', `/social/users/${owner.id}/posts/`)).json();
      return [p.posts_count, p.total_visits, posts.count, posts.results.length];
    };
    expect(await counts(owner)).toEqual([3, 3, 3, 3]);
    expect(await counts(fan)).toEqual([2, 2, 2, 2]);
    expect(await counts(stranger)).toEqual([1, 1, 1, 1]);
    expect(await counts(undefined)).toEqual([1, 1, 1, 1]);
  });
});

describe('blocks', () => {
  it('hides the blocker’s profile, posts and comments from the blocked user, and ends their follow', async () => {
    const [blocker, blocked, other] = [await member(t), await member(t), await member(t)];
    await api(t, blocked, 'POST', `/social/follow/${blocker.id}/`);
    await api(t, blocker, 'POST', `/social/follow/${blocked.id}/`);
    const post = await visit(t, blocker, freshSite());
    const otherPost = await visit(t, other, freshSite());
    const said = await api(t, blocker, 'POST', `/social/posts/${otherPost.id}/comments/`, {
      content: 'ブロックする人のコメント',
    });
    expect(said.statusCode).toBe(201);

    const res = await api(t, blocker, 'POST', `/social/block/${blocked.id}/`);
    expect(res.json()).toEqual({ user_id: blocked.id, is_blocked: true });

    expect(await status(blocked, `/social/users/${blocker.id}/profile/`)).toBe(404);
    expect(await status(blocked, `/social/users/${blocker.id}/posts/`)).toBe(404);
    expect(await status(blocked, `/social/posts/${post.id}/`)).toBe(404);
    expect(await feedIds(blocked)).not.toContain(post.id);
    const comments = (
      await api(t, blocked, 'GET', `/social/posts/${otherPost.id}/comments/`)
    ).json();
    expect(comments.results).toEqual([]);
    const search = (
      await api(t, blocked, 'GET', `/social/users/search/?q=${blocker.username}`)
    ).json();
    expect(search.results).toEqual([]);
    const followers = (await api(t, other, 'GET', `/social/followers/${blocker.id}/`)).json();
    expect(followers.count).toBe(0);
    const following = (await api(t, other, 'GET', `/social/following/${blocker.id}/`)).json();
    expect(following.count).toBe(0);

    // The blocked user can no longer follow, like or comment on the blocker.
    expect((await api(t, blocked, 'POST', `/social/follow/${blocker.id}/`)).statusCode).toBe(404);
    expect((await api(t, blocked, 'POST', `/social/posts/${post.id}/like/`)).statusCode).toBe(404);
    const comment = await api(t, blocked, 'POST', `/social/posts/${post.id}/comments/`, {
      content: 'やあ',
    });
    expect(comment.statusCode).toBe(404);
    // Nor can the blocker follow them until they unblock.
    const refused = await api(t, blocker, 'POST', `/social/follow/${blocked.id}/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('user_blocked');
    // The blocker still sees the profile they blocked, marked, and lists it.
    const seen = (await api(t, blocker, 'GET', `/social/users/${blocked.id}/profile/`)).json();
    expect(seen).toMatchObject({ is_blocked: true, is_following: false, is_followed_by: false });
    const list = (await api(t, blocker, 'GET', '/social/blocks/')).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: blocked.id }] });

    const undone = await api(t, blocker, 'DELETE', `/social/unblock/${blocked.id}/`);
    expect(undone.json()).toEqual({ user_id: blocked.id, is_blocked: false });
    expect(await status(blocked, `/social/users/${blocker.id}/profile/`)).toBe(200);
    expect(await feedIds(blocked)).toContain(post.id);
    expect((await api(t, blocker, 'GET', '/social/blocks/')).json().count).toBe(0);
  });

  it('refuses blocking oneself (400) and unknown users (404); the list needs an account', async () => {
    const me = await member(t);
    expect((await api(t, me, 'POST', `/social/block/${me.id}/`)).statusCode).toBe(400);
    expect((await api(t, me, 'POST', '/social/block/999999/')).statusCode).toBe(404);
    expect((await api(t, undefined, 'GET', '/social/blocks/')).statusCode).toBe(401);
  });
});
