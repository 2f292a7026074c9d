import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import type { Badge } from '../../src/shared/api/badges';
import type { Comment } from '../../src/shared/api/social-comments';
import type { Visit } from '../../src/shared/api/visits';
import { bearer, GOOD_PASSWORD, loginAs } from './support/auth';
import { multipartForm } from './support/multipart';
import { api, type Member, member, siteIds, visit } from './support/social';
import { rowCounts, rowsNaming } from './support/table-rows';
import { MEDIA_STORES, startTestApp, type TestApp } from './support/test-app';

/**
 * Deleting the account removes every row and file of the user, and of everyone else's only
 * what hung on the user's own (likes and comments on their posts). The proof the holder
 * gives, and the sessions it ends: account-deletion-proof.test.ts. The files go from the
 * local disk and from an S3 bucket alike.
 */

/** A small JPEG of one colour: photos of different colours are different files. */
const image = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe.each(MEDIA_STORES)('on the %s media store', (store) => {
  let t: TestApp;
  let sites: number[];
  beforeAll(async () => {
    t = await startTestApp({ media: store });
    sites = await siteIds(t, 20);
  });
  afterAll(() => t.close());

  const site = (i: number) => sites[i] ?? 0;
  const settled = () => t.settled();
  /** Whether the store still serves a /media/ path. */
  const served = async (mediaPath: string) => (await t.app.inject(mediaPath)).statusCode === 200;
  const deleteAccount = (who: Member, payload?: object) =>
    api(t, who, 'DELETE', '/auth/account/', payload);

  async function multipart(who: Member, method: 'POST' | 'PATCH', url: string, form: object) {
    const { fields, field, bytes } = form as { fields: object; field: string; bytes: Buffer };
    const body = await multipartForm(fields as Record<string, string>, {
      field,
      name: 'p.jpg',
      type: 'image/jpeg',
      bytes,
    });
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(who.access), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  const photoVisit = (who: Member, siteId: number, bytes: Buffer): Promise<Visit> =>
    multipart(who, 'POST', `/heritage/sites/${siteId}/visit/`, {
      fields: { rating: '5', visited_date: '2030-02-01' },
      field: 'photos',
      bytes,
    });

  async function comment(who: Member, postId: number, content: string, parent?: number) {
    const res = await api(t, who, 'POST', `/social/posts/${postId}/comments/`, {
      content,
      ...(parent !== undefined && { parent_comment: parent }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Comment).id;
  }

  async function badgesOf(who: Member): Promise<string[]> {
    const res = await api(t, who, 'GET', '/badges/my_badges/');
    return (res.json() as Badge[]).filter((b) => b.earned_at !== null).map((b) => b.id);
  }

  describe('DELETE /api/auth/account/', () => {
    it('removes every row and file of the user and nothing of anyone else’s', async () => {
      const [leaver, bob, carol, dave] = [
        await member(t, { username: 'leaver_del' }),
        await member(t),
        await member(t),
        await member(t),
      ];
      const shared = await readFile(
        path.join(projectRoot, 'tests/fixtures/images/photo-gps-rotated.jpg'),
      );
      // The leaver's photos: one whose bytes Bob also uploaded (one file for both), one their own.
      const bobsPost = await photoVisit(bob, site(0), shared);
      const sharedPost = await photoVisit(leaver, site(1), shared);
      const ownPost = await photoVisit(leaver, site(2), await image(200));
      const keyed = await api(
        t,
        leaver,
        'POST',
        `/heritage/sites/${site(3)}/visit/`,
        {
          visited_date: '2030-03-01',
          rating: 3,
        },
        { 'idempotency-key': 'leaver-visit-1' },
      );
      expect(keyed.statusCode).toBe(201);
      const avatar = await multipart(leaver, 'PATCH', '/auth/profile/', {
        fields: {},
        field: 'profile_picture',
        bytes: await image(10),
      });
      await visit(t, carol, site(4));
      await api(t, leaver, 'PUT', `/wishlist/sites/${site(5)}/`, { priority: 3 });
      await loginAs(t.app, 'leaver_del', GOOD_PASSWORD); // a second session
      // Likes both ways, follows both ways, a block.
      await api(t, leaver, 'POST', `/social/posts/${bobsPost.id}/like/`);
      await api(t, bob, 'POST', `/social/posts/${ownPost.id}/like/`);
      await api(t, leaver, 'POST', `/social/follow/${bob.id}/`);
      await api(t, carol, 'POST', `/social/follow/${leaver.id}/`);
      await api(t, leaver, 'POST', `/social/block/${dave.id}/`);
      // Comments: replied to by Carol (stays, empty), replied to deeper down (both stay), alone
      // (goes), a reply to Carol (goes), on a site (goes); Bob's only comment is on the
      // leaver's post (goes with it, and takes Bob's first-comment badge).
      const replied = await comment(leaver, bobsPost.id, '素敵な写真');
      const carolsReply = await comment(carol, bobsPost.id, 'ありがとう', replied);
      const upper = await comment(leaver, bobsPost.id, '上');
      const lower = await comment(leaver, bobsPost.id, '下', upper);
      const deepReply = await comment(carol, bobsPost.id, 'さらに返信', lower);
      await comment(leaver, bobsPost.id, '独り言');
      const carols = await comment(carol, bobsPost.id, 'カロルです');
      await comment(leaver, bobsPost.id, 'こんにちは', carols);
      await api(t, leaver, 'POST', `/heritage/sites/${site(6)}/comments/`, { content: '行きたい' });
      await comment(bob, ownPost.id, 'いいですね');
      expect(await badgesOf(bob)).toEqual(
        expect.arrayContaining(['followers-1', 'comments-written-1']),
      );
      const board = () =>
        api(t, bob, 'GET', '/heritage/leaderboard/?type=total_visits&period=all_time').then((res) =>
          res.json().leaderboard.map((entry: { user: { id: number } }) => entry.user.id),
        );
      expect(await board()).toContain(leaver.id);

      await settled();
      const before = await rowCounts(t.database.db);
      const naming = await rowsNaming(t.database.db, leaver.id);
      const refused = await deleteAccount(leaver, { password: 'not the password' });
      expect(refused.statusCode).toBe(400);
      const res = await deleteAccount(leaver, { password: GOOD_PASSWORD });
      expect(res.statusCode, res.body).toBe(204);
      await settled();
      const after = await rowCounts(t.database.db);

      // Rows naming the leaver go, and with them: the photos of their 3 visits (2) and the
      // visits' kept counts (3), Bob's like and Bob's comment on their post; the 3 comments
      // replied to stay as tombstones; Bob's two social badges are withdrawn. Every other
      // table is as it was.
      const beyond: Record<string, number> = {
        photos: 2,
        post_counts: 3,
        likes: 1,
        comments: 1 - 3,
        user_badges: 2,
      };
      for (const table of Object.keys(before)) {
        const removed = (before[table] ?? 0) - (after[table] ?? 0);
        if (table === 'rate_limit_counters') continue; // the limiter's own windows, not user data
        expect([table, removed]).toEqual([table, (naming[table] ?? 0) + (beyond[table] ?? 0)]);
      }
      expect(naming).toMatchObject({
        users: 1,
        visits: 3,
        wishlist_items: 1,
        follows: 2,
        blocks: 1,
      });
      expect(naming.refresh_tokens).toBeGreaterThanOrEqual(2);
      expect(naming.idempotency_keys).toBe(1);
      expect(await rowsNaming(t.database.db, leaver.id)).toEqual(
        Object.fromEntries(Object.keys(naming).map((table) => [table, 0])),
      );

      // Files: the leaver's own photo, thumbnail and avatar are gone; the shared one stays.
      const ownPhoto = ownPost.photos[0];
      for (const file of [ownPhoto?.url, ownPhoto?.thumbnail_url, avatar.profile_picture]) {
        expect([file, await served(file ?? '')]).toEqual([file, false]);
      }
      expect(sharedPost.photos_url).toBe(bobsPost.photos_url);
      expect(await served(bobsPost.photos_url ?? '')).toBe(true);

      // What others see: the threads keep the replies under a deleted author.
      const thread = (await api(t, carol, 'GET', `/social/posts/${bobsPost.id}/comments/`)).json();
      const tombstone = thread.results.find((c: Comment) => c.id === replied);
      expect(tombstone).toMatchObject({
        user: null,
        content: '',
        replies_count: 1,
        client_id: null,
      });
      const replies = (await api(t, carol, 'GET', `/social/comments/${replied}/replies/`)).json();
      expect(replies.results.map((c: Comment) => c.id)).toEqual([carolsReply]);
      const deeper = (await api(t, carol, 'GET', `/social/comments/${lower}/replies/`)).json();
      expect(deeper.results.map((c: Comment) => [c.id, c.user?.id])).toEqual([
        [deepReply, carol.id],
      ]);
      const bobsBadges = await badgesOf(bob);
      expect(bobsBadges).not.toContain('followers-1');
      expect(bobsBadges).not.toContain('comments-written-1');
      const bobsProfile = await api(t, carol, 'GET', `/social/users/${bob.id}/profile/`);
      expect(bobsProfile.json().followers_count).toBe(0);
      expect((await api(t, bob, 'GET', `/social/posts/${bobsPost.id}/`)).json().likes_count).toBe(
        0,
      );
      expect(await board()).not.toContain(leaver.id);
      expect((await api(t, bob, 'GET', `/social/users/${leaver.id}/profile/`)).statusCode).toBe(
        404,
      );

      // The tombstone goes once its last reply does.
      expect((await api(t, carol, 'DELETE', `/social/comments/${carolsReply}/`)).statusCode).toBe(
        204,
      );
      const now = (await api(t, carol, 'GET', `/social/posts/${bobsPost.id}/comments/`)).json();
      expect(now.results.map((c: Comment) => c.id)).not.toContain(replied);
    });

    it('a tombstone whose last reply goes with its author’s account goes too', async () => {
      const [bob, eve, fay] = [await member(t), await member(t), await member(t)];
      const post = await visit(t, bob, site(8));
      const eves = await comment(eve, post.id, 'イヴです');
      await comment(fay, post.id, 'フェイです', eves);
      expect((await deleteAccount(eve, { password: GOOD_PASSWORD })).statusCode).toBe(204);
      const thread = () =>
        api(t, bob, 'GET', `/social/posts/${post.id}/comments/`).then((res) =>
          res.json().results.map((c: Comment) => [c.id, c.user?.id ?? null]),
        );
      expect(await thread()).toEqual([[eves, null]]);
      expect((await deleteAccount(fay, { password: GOOD_PASSWORD })).statusCode).toBe(204);
      expect(await thread()).toEqual([]);
    });
  });
});
