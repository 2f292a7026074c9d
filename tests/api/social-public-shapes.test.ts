import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

// Others' views of a traveller and their visits carry exactly these keys: a private field
// (e-mail, birth date, notes, the default visibility) added to a response by mistake fails here.
const PUBLIC_USER_KEYS = [
  'id',
  'username',
  'display_name',
  'full_name',
  'profile_picture',
  'bio',
  'location',
  'website',
  'joined_date',
  'posts_count',
  'total_visits',
  'countries_visited',
  'followers_count',
  'following_count',
  'is_following',
  'is_followed_by',
  'is_blocked',
  'is_self',
].sort();
const POST_KEYS = [
  'id',
  'user',
  'heritage_site',
  'rating',
  'comment',
  'visited_date',
  'created_at',
  'photos_url',
  'photos',
  'visibility',
  'likes_count',
  'comments_count',
  'is_liked',
].sort();
const AUTHOR_KEYS = ['id', 'username', 'display_name', 'full_name', 'profile_picture'].sort();
/** A post's author also says whether the caller follows them; nothing else is added. */
const POST_AUTHOR_KEYS = [...AUTHOR_KEYS, 'is_following'].sort();
const SECRETS = ['secret-notes-of-the-owner', '1990-02-03'];

let t: TestApp;
let owner: Member;
let viewer: Member;
let postId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [site] = await siteIds(t, 1);
  owner = await member(t, { display_name: '公開テスト' });
  viewer = await member(t);
  await api(t, owner, 'PATCH', '/auth/profile/', {
    birth_date: '1990-02-03',
    bio: '旅が好き',
    default_visibility: 'public',
  });
  const own = await visit(t, owner, site as number, { notes: 'secret-notes-of-the-owner' });
  expect(own.notes).toBe('secret-notes-of-the-owner');
  postId = own.id;
  await api(t, viewer, 'POST', `/social/follow/${owner.id}/`);
  await api(t, owner, 'POST', `/social/follow/${viewer.id}/`);
  await api(t, viewer, 'POST', `/social/posts/${postId}/comments/`, { content: 'いいね' });
});
afterAll(() => t.close());

const keys = (o: object) => Object.keys(o).sort();

function expectNoSecret(body: string) {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
  expect(body).not.toContain('"email"');
  expect(body).not.toContain('"notes"');
  expect(body).not.toContain('"birth_date"');
  expect(body).not.toContain('"default_visibility"');
}

describe('public shapes', () => {
  it('a public user has exactly the public keys wherever it appears', async () => {
    const owners = `?q=${encodeURIComponent('公開テスト')}`;
    const views = [
      [`/social/users/${owner.id}/profile/`, (b: { id: number }) => [b]],
      [`/social/users/search/${owners}`, (b: { results: object[] }) => b.results],
      [`/social/followers/${viewer.id}/`, (b: { results: object[] }) => b.results],
      [`/social/following/${viewer.id}/`, (b: { results: object[] }) => b.results],
      ['/social/users/?order=popular', (b: { results: object[] }) => b.results],
      ['/social/users/?order=recent', (b: { results: object[] }) => b.results],
    ] as const;
    for (const [path, usersOf] of views) {
      for (const who of [viewer, undefined]) {
        const res = await api(t, who, 'GET', path);
        expect(res.statusCode, path).toBe(200);
        const users = usersOf(res.json());
        expect(users.length, path).toBeGreaterThan(0);
        for (const user of users) expect(keys(user), path).toEqual(PUBLIC_USER_KEYS);
        expectNoSecret(res.body);
      }
    }
  });

  it('a post has exactly the public keys, and its author and comments the author keys', async () => {
    const views = [
      `/social/posts/${postId}/`,
      '/social/feed/',
      `/social/users/${owner.id}/posts/`,
      '/social/feed/?type=following',
    ];
    for (const path of views) {
      const res = await api(t, viewer, 'GET', path);
      expect(res.statusCode, path).toBe(200);
      const body = res.json();
      const posts = 'results' in body ? body.results : [body];
      expect(posts.length, path).toBeGreaterThan(0);
      for (const post of posts) {
        expect(keys(post), path).toEqual(POST_KEYS);
        expect(keys(post.user), path).toEqual(POST_AUTHOR_KEYS);
      }
      expectNoSecret(res.body);
    }
    const comments = await api(t, undefined, 'GET', `/social/posts/${postId}/comments/`);
    expect(keys(comments.json().results[0].user)).toEqual(AUTHOR_KEYS);
    expectNoSecret(comments.body);
  });

  it('the owner’s own feed of their posts shows the post shape too, never the notes', async () => {
    const res = await api(t, owner, 'GET', '/social/feed/?type=my-posts');
    expect(keys(res.json().results[0])).toEqual(POST_KEYS);
    expectNoSecret(res.body);
  });
});
