import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../src/shared/api/social-comments';
import { COMMENT_CONTENT_MAX } from '../../src/shared/limits';
import { api, type Member, member, siteIds, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sites: number[];
let next = 0;
const freshSite = () => sites[next++] as number;
let owner: Member;
let guest: Member;
let other: Member;
beforeAll(async () => {
  t = await startTestApp();
  sites = await siteIds(t, 60);
  [owner, guest, other] = [await member(t), await member(t), await member(t)];
});
afterAll(() => t.close());

const contents = (res: { json: () => { results: Comment[] } }) =>
  res.json().results.map((c) => c.content);
const say = (who: Member | undefined, postId: number, body: object, headers = {}) =>
  api(t, who, 'POST', `/social/posts/${postId}/comments/`, body, headers);

describe('post comments', () => {
  it('trims content, lists oldest first to visitors too, with replies and their count', async () => {
    const post = await visit(t, owner, freshSite());
    const first = await say(guest, post.id, { content: '  きれいですね  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'きれいですね',
      post: post.id,
      user: { id: guest.id },
    });
    t.clock.advance(1000);
    await say(other, post.id, { content: 'Beautiful!' });
    const reply = await say(owner, post.id, {
      content: 'ありがとう',
      parent_comment: first.json().id,
    });
    expect(reply.json().parent_comment).toBe(first.json().id);

    const list = await api(t, undefined, 'GET', `/social/posts/${post.id}/comments/`);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(2);
    expect(contents(list)).toEqual(['きれいですね', 'Beautiful!']);
    expect(list.json().results[0].replies_count).toBe(1);
    const replies = await api(t, undefined, 'GET', `/social/comments/${first.json().id}/replies/`);
    expect(contents(replies)).toEqual(['ありがとう']);
    const shown = (await api(t, undefined, 'GET', `/social/posts/${post.id}/`)).json();
    expect(shown.comments_count).toBe(3);
  });

  it('refuses empty and over-long content (400), writing without an account (401), unknown posts (404)', async () => {
    const post = await visit(t, owner, freshSite());
    const empty = await say(guest, post.id, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().content).toEqual(['コメントを入力してください。']);
    const long = await say(guest, post.id, { content: 'あ'.repeat(COMMENT_CONTENT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(
      (await say(guest, post.id, { content: 'あ'.repeat(COMMENT_CONTENT_MAX) })).statusCode,
    ).toBe(201);
    expect((await say(undefined, post.id, { content: 'やあ' })).statusCode).toBe(401);
    expect((await say(guest, 999999, { content: 'やあ' })).statusCode).toBe(404);
    expect((await api(t, undefined, 'GET', '/social/posts/999999/comments/')).statusCode).toBe(404);
    const elsewhere = await visit(t, other, freshSite());
    const theirs = (await say(guest, elsewhere.id, { content: 'x' })).json();
    const wrongParent = await say(guest, post.id, { content: 'y', parent_comment: theirs.id });
    expect(wrongParent.statusCode).toBe(400);
  });

  it('makes one comment per client id however often it is sent, with or without a key', async () => {
    const post = await visit(t, owner, freshSite());
    const clientId = '6a1f3a52-8c3e-4d6b-9d43-1b2c3d4e5f60';
    const body = { content: '一度だけ', client_id: clientId };
    const first = await say(guest, post.id, body, { 'idempotency-key': 'comment-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json().client_id).toBe(clientId);
    const replay = await say(guest, post.id, body, { 'idempotency-key': 'comment-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const retried = await say(guest, post.id, body, { 'idempotency-key': 'comment-2' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(first.json().id);
    expect((await say(guest, post.id, body)).json().id).toBe(first.json().id);
    const list = (await api(t, guest, 'GET', `/social/posts/${post.id}/comments/`)).json();
    expect(list.count).toBe(1);
    // Others never see the client's own id.
    const seen = (await api(t, other, 'GET', `/social/posts/${post.id}/comments/`)).json();
    expect(seen.results[0].client_id).toBeNull();
  });
});

describe('DELETE /api/social/comments/{id}/', () => {
  it('lets the author and the post’s owner delete, nobody else (403)', async () => {
    const post = await visit(t, owner, freshSite());
    const a = (await say(guest, post.id, { content: 'one' })).json();
    const b = (await say(guest, post.id, { content: 'two' })).json();
    expect(a.can_delete).toBe(true);
    const seenByOther = (await api(t, other, 'GET', `/social/posts/${post.id}/comments/`)).json();
    expect(seenByOther.results.map((c: Comment) => c.can_delete)).toEqual([false, false]);
    const denied = await api(t, other, 'DELETE', `/social/comments/${a.id}/`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permission_denied');
    expect((await api(t, guest, 'DELETE', `/social/comments/${a.id}/`)).statusCode).toBe(204);
    expect((await api(t, owner, 'DELETE', `/social/comments/${b.id}/`)).statusCode).toBe(204);
    // Gone already: the state wanted holds.
    expect((await api(t, guest, 'DELETE', `/social/comments/${a.id}/`)).statusCode).toBe(204);
    expect(
      (await api(t, undefined, 'GET', `/social/posts/${post.id}/comments/`)).json().count,
    ).toBe(0);
    expect((await api(t, undefined, 'DELETE', `/social/comments/${a.id}/`)).statusCode).toBe(401);
  });

  it('does not let a post owner delete a comment on someone else’s site thread', async () => {
    const siteId = freshSite();
    const c = (
      await api(t, guest, 'POST', `/heritage/sites/${siteId}/comments/`, { content: 'x' })
    ).json();
    expect((await api(t, owner, 'DELETE', `/social/comments/${c.id}/`)).statusCode).toBe(403);
  });
});

describe('site comments', () => {
  it('lists newest first to visitors, takes content only, and counts on the site', async () => {
    const siteId = freshSite();
    await api(t, guest, 'POST', `/heritage/sites/${siteId}/comments/`, { content: '最初' });
    t.clock.advance(1000);
    const second = await api(t, other, 'POST', `/heritage/sites/${siteId}/comments/`, {
      content: ' second ',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ heritage_site: siteId, post: null, content: 'second' });
    const list = await api(t, undefined, 'GET', `/heritage/sites/${siteId}/comments/`);
    expect(contents(list)).toEqual(['second', '最初']);
    const site = (await api(t, undefined, 'GET', `/heritage/sites/${siteId}/`)).json();
    expect(site.comments_count).toBe(2);
    expect(
      (await api(t, undefined, 'POST', `/heritage/sites/${siteId}/comments/`, { content: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await api(t, guest, 'POST', '/heritage/sites/99999999/comments/', { content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await api(t, undefined, 'GET', '/heritage/sites/99999999/comments/')).statusCode).toBe(
      404,
    );
  });
});
