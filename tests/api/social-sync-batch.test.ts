import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

// docs/SYNC.md S16: social changes travel in the batch call too, each exactly as its single call.

let t: TestApp;
let sites: number[];
let me: Member;
let friend: Member;
const effects: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ onIdempotentEffect: (_user, key) => effects.push(key) });
  sites = await siteIds(t, 5);
  [me, friend] = [await member(t), await member(t)];
});
afterAll(() => t.close());

const batch = (operations: object[]) => api(t, me, 'POST', '/sync/batch/', { operations });

describe('POST /api/sync/batch/ with social operations', () => {
  it('applies likes, follows, blocks and comments in order, each with its own answer', async () => {
    const post = await visit(t, friend, sites[0] as number);
    const clientId = '0b6f3c1e-7a2d-4c5b-8e9f-a1b2c3d4e5f6';
    const res = await batch([
      { kind: 'follow.put', idempotency_key: 'b-1', user_id: friend.id },
      { kind: 'like.put', idempotency_key: 'b-2', post_id: post.id },
      {
        kind: 'post-comment.create',
        idempotency_key: 'b-3',
        post_id: post.id,
        comment: { content: ' 素敵 ', client_id: clientId },
      },
      {
        kind: 'site-comment.create',
        idempotency_key: 'b-4',
        site_id: sites[1],
        comment: { content: 'x' },
      },
      { kind: 'like.delete', idempotency_key: 'b-5', post_id: post.id },
      { kind: 'like.put', idempotency_key: 'b-6', post_id: 999999 },
      { kind: 'follow.delete', idempotency_key: 'b-7', user_id: friend.id },
      {
        kind: 'post-comment.create',
        idempotency_key: 'b-8',
        post_id: post.id,
        comment: { content: '' },
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([
      200, 200, 201, 201, 200, 404, 200, 400,
    ]);
    expect(results[0].body).toEqual({ is_following: true, followers_count: 1 });
    expect(results[1].body).toEqual({ post_id: post.id, liked: true, likes_count: 1 });
    expect(results[2].body).toMatchObject({ content: '素敵', client_id: clientId, post: post.id });
    expect(results[4].body).toEqual({ post_id: post.id, liked: false, likes_count: 0 });
    expect(results[6].body).toEqual({ is_following: false, followers_count: 0 });

    // The comment's key sent again singly replays the batch's answer; nothing is made twice.
    const single = await api(
      t,
      me,
      'POST',
      `/social/posts/${post.id}/comments/`,
      { content: ' 素敵 ', client_id: clientId },
      { 'idempotency-key': 'b-3' },
    );
    expect(single.headers['idempotent-replayed']).toBe('true');
    expect(single.json().id).toBe(results[2].body.id);
    expect(effects.filter((k) => k === 'b-3')).toHaveLength(1);
  });

  it('carries a visit’s visibility like its other fields', async () => {
    const res = await batch([
      {
        kind: 'visit.put',
        idempotency_key: 'v-1',
        site_id: sites[3],
        visit: { visited_date: '2030-01-01', visibility: 'private' },
      },
      {
        kind: 'visit.put',
        idempotency_key: 'v-2',
        site_id: sites[4],
        visit: { visited_date: '2030-01-01' },
      },
    ]);
    const [privateOne, defaultOne] = res.json().results;
    expect(privateOne.body.visibility).toBe('private');
    expect(defaultOne.body.visibility).toBe('public');
    expect((await api(t, friend, 'GET', `/social/posts/${privateOne.body.id}/`)).statusCode).toBe(
      404,
    );
  });

  it('blocks and unblocks, and deletes a comment', async () => {
    const post = await visit(t, me, sites[2] as number);
    const said = await api(t, friend, 'POST', `/social/posts/${post.id}/comments/`, {
      content: 'hi',
    });
    const res = await batch([
      { kind: 'comment.delete', idempotency_key: 'c-1', comment_id: said.json().id },
      { kind: 'block.put', idempotency_key: 'c-2', user_id: friend.id },
      { kind: 'block.delete', idempotency_key: 'c-3', user_id: friend.id },
    ]);
    const results = res.json().results;
    expect(results.map((r: { status: number }) => r.status)).toEqual([204, 200, 200]);
    expect(results[0].body).toBeNull();
    expect(results[1].body).toEqual({ user_id: friend.id, is_blocked: true });
    expect(results[2].body).toEqual({ user_id: friend.id, is_blocked: false });
    expect((await api(t, me, 'GET', `/social/posts/${post.id}/comments/`)).json().count).toBe(0);
  });
});
