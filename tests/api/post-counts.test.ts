/**
 * A post's likes and comments are kept counts (docs/PERF.md P9): the database's triggers keep
 * them in the statement that changes the likes or the comments, whatever the path — a like,
 * an unlike, a comment, a reply, a comment deleted, an account deleted — and
 * counters:rebuild finds nothing to mend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import { GOOD_PASSWORD } from './support/auth';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sites: number[];
let nextSite = 0;
beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t);
});
afterAll(() => t.close());

const freshSite = () => sites[nextSite++] as number;

/** The post's counts as a stranger's feed card shows them. */
const shown = async (postId: number) => {
  const post = (await api(t, undefined, 'GET', `/social/posts/${postId}/`)).json();
  return [post.likes_count, post.comments_count];
};
const like = (who: Member, postId: number) => api(t, who, 'POST', `/social/posts/${postId}/like/`);
const say = (who: Member, postId: number, body: object) =>
  api(t, who, 'POST', `/social/posts/${postId}/comments/`, body);
const postCountDifferences = async () =>
  (
    await rebuildCollections(t.database.db, { now: new Date(), timeZone: 'Asia/Tokyo' })
  ).differences.filter((difference) => difference.kind === 'post count');

describe('kept post counts', () => {
  it('like by like and comment by comment, a post shows what its likes and comments are', async () => {
    const [owner, ann, ben] = [await member(t), await member(t), await member(t)];
    const post = await visit(t, owner, freshSite());
    expect(await shown(post.id)).toEqual([0, 0]);

    expect((await like(ann, post.id)).json()).toMatchObject({ liked: true, likes_count: 1 });
    // A second like of the same post changes nothing.
    expect((await like(ann, post.id)).json()).toMatchObject({ liked: true, likes_count: 1 });
    expect((await like(ben, post.id)).json()).toMatchObject({ liked: true, likes_count: 2 });
    const unliked = await api(t, ben, 'DELETE', `/social/posts/${post.id}/unlike/`);
    expect(unliked.json()).toMatchObject({ liked: false, likes_count: 1 });
    // An unlike of a post not liked changes nothing either.
    const again = await api(t, ben, 'DELETE', `/social/posts/${post.id}/unlike/`);
    expect(again.json()).toMatchObject({ liked: false, likes_count: 1 });

    const first = (await say(ann, post.id, { content: '素敵' })).json();
    await say(ben, post.id, { content: 'ほんとに', parent_comment: first.id });
    const second = (await say(ben, post.id, { content: 'また行きたい' })).json();
    // A comment on the site is not the post's.
    await api(t, ann, 'POST', `/heritage/sites/${post.heritage_site}/comments/`, { content: 'x' });
    expect(await shown(post.id)).toEqual([1, 3]);
    expect((await api(t, ben, 'DELETE', `/social/comments/${second.id}/`)).statusCode).toBe(204);
    expect(await shown(post.id)).toEqual([1, 2]);

    // A deleted account takes its likes and comments with it.
    const gone = await api(t, ann, 'DELETE', '/auth/account/', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    await t.settled();
    const thread = (await api(t, undefined, 'GET', `/social/posts/${post.id}/comments/`)).json();
    const [likes, comments] = await shown(post.id);
    expect(likes).toBe(0);
    // What the post says is what its thread holds (a removed comment with a reply stays as
    // its placeholder, with the reply).
    expect(comments).toBe(
      thread.results.reduce(
        (n: number, c: { replies_count: number }) => n + 1 + c.replies_count,
        0,
      ),
    );
    expect(await postCountDifferences()).toEqual([]);
  });

  it('many travellers liking one post at the same instant are each counted once', async () => {
    const owner = await member(t);
    const post = await visit(t, owner, freshSite());
    const fans = await Promise.all(Array.from({ length: 12 }, () => member(t)));
    const answers = await Promise.all(
      fans.flatMap((fan) => [like(fan, post.id), say(fan, post.id, { content: 'いいね' })]),
    );
    expect(answers.filter((answer) => answer.statusCode >= 300)).toEqual([]);
    expect(await shown(post.id)).toEqual([12, 12]);
    expect(await postCountDifferences()).toEqual([]);
  });

  it('counters:rebuild finds and mends a count that went wrong', async () => {
    const [owner, fan] = [await member(t), await member(t)];
    const post = await visit(t, owner, freshSite());
    await like(fan, post.id);
    await t.database.db.execute(
      sql`update post_counts set likes = 5, comments = 2 where visit_id = ${post.id}`,
    );
    expect(await postCountDifferences()).toEqual([
      {
        visitId: post.id,
        kind: 'post count',
        stored: '5 likes, 2 comments',
        expected: '1 likes, 0 comments',
      },
    ]);
    expect(await shown(post.id)).toEqual([1, 0]);
    expect(await postCountDifferences()).toEqual([]);
  });
});
