/**
 * The cards of posts (visit, author, site, photos) are kept by each app instance
 * (plugins/post-cards.ts, P7): nobody reads a post older than a change they made, nor, once
 * the database has said so, one older than a change made through another instance; and who
 * may see a post, its counts and the viewer's like are never kept.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/shared/api/social-posts';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';
import { startUnheardInstance } from './support/unheard-instance';

let t: TestApp;
let sites: number[];
let next = 0;
const freshSite = () => sites[next++] as number;

beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t, 20);
});
afterAll(() => t.close());

/** The author's posts as `viewer` reads them (undefined: a visitor). */
async function postsOf(on: TestApp, author: Member, viewer?: Member): Promise<Post[]> {
  const res = await api(on, viewer, 'GET', `/social/users/${author.id}/posts/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** The author's one post as a visitor reads it. */
async function onlyPost(on: TestApp, author: Member): Promise<Post | undefined> {
  const posts = await postsOf(on, author);
  expect(posts.length).toBeLessThanOrEqual(1);
  return posts[0];
}

describe('the kept cards of posts', () => {
  it('show a post edited, an author renamed and a post removed through this instance at once', async () => {
    const unheard = await startUnheardInstance(t);
    try {
      const author = await member(unheard, { display_name: '最初の名前' });
      const site = freshSite();
      await visit(unheard, author, site, { comment: '最初の感想' });
      // Kept now: the instance hears of no change but its own.
      expect(await onlyPost(unheard, author)).toMatchObject({
        comment: '最初の感想',
        rating: 4,
        user: { display_name: '最初の名前' },
      });

      await visit(unheard, author, site, { comment: '書き直した感想' });
      expect(await onlyPost(unheard, author)).toMatchObject({ comment: '書き直した感想' });

      const renamed = await api(unheard, author, 'PATCH', '/auth/profile/', {
        display_name: '新しい名前',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await onlyPost(unheard, author))?.user.display_name).toBe('新しい名前');

      const removed = await api(unheard, author, 'DELETE', `/heritage/sites/${site}/unvisit/`);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect(await onlyPost(unheard, author)).toBeUndefined();
    } finally {
      await unheard.close();
    }
  });

  it('show a change made through another instance once the database says so', async () => {
    const author = await member(t, { display_name: '旅の人' });
    const post = await visit(t, author, freshSite(), { comment: '静かな朝' });
    expect(await onlyPost(t, author)).toMatchObject({ comment: '静かな朝', photos: [] });
    // Straight into the database, as another app instance's request would write it.
    const db = t.database.db;
    await db.execute(sql`update visits set comment = '霧の朝', rating = 5 where id = ${post.id}`);
    await expect.poll(async () => (await onlyPost(t, author))?.comment).toBe('霧の朝');
    expect((await onlyPost(t, author))?.rating).toBe(5);

    await db.execute(sql`update users set display_name = '旅の達人' where id = ${author.id}`);
    await expect.poll(async () => (await onlyPost(t, author))?.user.display_name).toBe('旅の達人');

    await db.execute(sql`insert into photos
      (visit_id, path, thumbnail_path, width, height, bytes, content_type)
      values (${post.id}, 'visits/aa/kept.webp', 'visits/aa/kept-thumb.webp', 800, 600, 1000, 'image/webp')`);
    await expect.poll(async () => (await onlyPost(t, author))?.photos.length).toBe(1);
    await db.execute(sql`delete from photos where visit_id = ${post.id}`);
    await expect.poll(async () => (await onlyPost(t, author))?.photos.length).toBe(0);
  });

  it('never keep who may see a post, its counts or the viewer’s like', async () => {
    const unheard = await startUnheardInstance(t);
    try {
      const author = await member(unheard);
      const fan = await member(unheard);
      const post = await visit(unheard, author, freshSite());
      expect(await postsOf(unheard, author, fan)).toMatchObject([
        { id: post.id, likes_count: 0, is_liked: false },
      ]);

      // Through the database, as another instance would: this instance hears nothing of it.
      const db = t.database.db;
      await db.execute(
        sql`insert into likes (user_id, visit_id, created_at) values (${fan.id}, ${post.id}, now())`,
      );
      expect(await postsOf(unheard, author, fan)).toMatchObject([
        { id: post.id, likes_count: 1, is_liked: true },
      ]);

      await db.execute(sql`update visits set visibility = 'private' where id = ${post.id}`);
      expect(await postsOf(unheard, author, fan)).toEqual([]);
      expect(await postsOf(unheard, author)).toEqual([]);
    } finally {
      await unheard.close();
    }
  });
});
