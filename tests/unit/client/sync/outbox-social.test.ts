/**
 * Social changes through the outbox (docs/SYNC.md S18–S21, and S11, S12, S16, S17 for
 * them), each test named by the rule it proves, against the scripted API in fake IndexedDB.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { commentTarget, likeTarget } from '../../../../src/client/sync/outbox-entry';
import { signedInDeviceForEachTest } from './signed-in-device';

const t = signedInDeviceForEachTest();
const UNLIKED = { liked: false, likesCount: 4, label: '姫路城' };
const keyed = () => t.api.log.filter((l) => l.key).map((l) => `${l.method} ${l.path}`);

describe('likes, follows and blocks', () => {
  it('S18: a like then an unlike while both wait sends nothing', async () => {
    t.api.posts.set(5, new Set([9, 8, 7, 6]));
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ liked: true, likesCount: 5 });
    await t.device.commands.setLike(1, 5, false, UNLIKED);
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ liked: false, likesCount: 4 });
    await t.device.openTab().sync();
    expect(keyed()).toEqual([]);
  });

  it('S18: after a like whose answer was lost, the unlike is sent', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    // The like reaches the server, and its answer is lost.
    t.api.answerNext(() => {
      t.api.posts.get(5)?.add(1);
      throw new TypeError('Failed to fetch');
    });
    await t.device.openTab().sync();
    await t.device.commands.setLike(1, 5, false, UNLIKED);
    await t.device.openTab().sync({ ignoreBackoff: true });
    expect(keyed().at(-1)).toBe('DELETE /social/posts/5/unlike/');
    expect(t.api.posts.get(5)?.has(1)).toBe(false);
    expect(await t.device.entries()).toEqual([]);
  });

  it('S19: a double tap sends one like, never two', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    // The second tap came before the screen showed the first: it says "like" again.
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    expect(await t.device.entries()).toHaveLength(1);
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ liked: true, likesCount: 5 });
    await t.device.openTab().sync();
    expect(keyed()).toEqual(['POST /social/posts/5/like/']);
  });

  it('S19: a tap saying what the entry in flight says adds no entry', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    const [entry] = await t.device.entries();
    await t.device.db.outbox.update(entry?.id ?? '', { status: 'sending', attempts: 1 });
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    expect((await t.device.entries()).map((e) => e.id)).toEqual([entry?.id]);
  });

  it('S19: like in flight, unlike, like again: the entry in flight carries it, nothing more', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    const [entry] = await t.device.entries();
    await t.device.db.outbox.update(entry?.id ?? '', { status: 'sending', attempts: 1 });
    await t.device.commands.setLike(1, 5, false, UNLIKED);
    expect(await t.device.entries()).toHaveLength(2);
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    expect((await t.device.entries()).map((e) => e.id)).toEqual([entry?.id]);
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ liked: true, likesCount: 5 });
    await t.device.db.outbox.update(entry?.id ?? '', { status: 'pending' });
    await t.device.openTab().sync({ ignoreBackoff: true });
    expect(keyed()).toEqual(['POST /social/posts/5/like/']);
    expect(t.api.posts.get(5)?.has(1)).toBe(true);
  });

  it('S19: a like on a post the server shows liked already sends nothing', async () => {
    await t.device.commands.setLike(1, 5, true, { liked: true, likesCount: 3 });
    expect(await t.device.entries()).toEqual([]);
  });

  it("S12: the server's state and count are written into the row", async () => {
    t.api.posts.set(5, new Set([2, 3]));
    await t.device.commands.setLike(1, 5, true, { liked: false, likesCount: 7 });
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ likesCount: 8 });
    await t.device.openTab().sync();
    expect(await t.device.db.likes.get([1, 5])).toMatchObject({ liked: true, likesCount: 3 });
    await t.device.commands.setFollow(1, 2, true, { following: false, followersCount: 0 });
    await t.device.openTab().sync();
    expect(await t.device.db.follows.get([1, 2])).toMatchObject({
      following: true,
      followersCount: 1,
    });
    expect(keyed().at(-1)).toBe('POST /social/follow/2/');
  });

  it('S11: a refused follow is kept with the reason and the row goes back', async () => {
    await t.device.commands.setFollow(1, 2, true, {
      following: false,
      followersCount: 10,
      label: 'Aiko',
    });
    t.api.answerNext(() =>
      t.api.json(403, { detail: 'ブロックしているユーザーです。', code: 'user_blocked' }),
    );
    await t.device.openTab().sync();
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({
      status: 'failed',
      failure: { status: 403, message: 'ブロックしているユーザーです。' },
      operation: { kind: 'follow.put', targetUserId: 2, label: 'Aiko' },
    });
    expect(await t.device.db.follows.get([1, 2])).toMatchObject({
      following: false,
      followersCount: 10,
    });
  });

  it('S21: a like on a post the server no longer has is dropped with a notice', async () => {
    await t.device.commands.setLike(1, 404, true, UNLIKED);
    await t.device.openTab().sync();
    expect(keyed()).toEqual(['POST /social/posts/404/like/']);
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.likes.get([1, 404])).toBeUndefined();
    expect(await t.device.db.notices.toArray()).toEqual([
      expect.objectContaining({ userId: 1, kind: 'like', postId: 404, label: '姫路城' }),
    ]);
    await t.device.commands.dismissNotice((await t.device.db.notices.toArray())[0]?.id ?? '');
    expect(await t.device.db.notices.count()).toBe(0);
  });

  it('S17: a like answered by a portal page waits, never settles', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    t.api.answerNext(
      () =>
        new Response('<html>login</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    await t.device.openTab().sync();
    expect(await t.device.entries()).toEqual([
      expect.objectContaining({ target: likeTarget(5), status: 'pending', attempts: 1 }),
    ]);
  });
});

describe('comments', () => {
  it('S20: a comment carries its own client id and key, and waits until the server has it', async () => {
    t.api.posts.set(5, new Set());
    const clientId = await t.device.commands.addPostComment(1, 5, '  素敵な写真  ', 77);
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({ target: commentTarget(clientId), status: 'pending' });
    expect(entry?.id).not.toBe(clientId);
    expect(await t.device.db.comments.get(clientId)).toMatchObject({
      postId: 5,
      parentCommentId: 77,
      content: '素敵な写真',
      serverId: null,
    });

    await t.device.openTab().sync();
    expect(t.api.log.filter((l) => l.key)).toEqual([
      expect.objectContaining({ path: '/social/posts/5/comments/', key: entry?.id }),
    ]);
    const [made] = [...t.api.comments.values()];
    expect(made).toMatchObject({ client_id: clientId, parent_comment: 77, content: '素敵な写真' });
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.comments.get(clientId)).toMatchObject({ serverId: made?.id });
  });

  it('S20: a refused comment stays, with the reason, until the user gives it up', async () => {
    const clientId = await t.device.commands.addPostComment(1, 6, '見えますか');
    await t.device.openTab().sync(); // post 6 is gone: 404
    const [entry] = await t.device.entries();
    expect(entry).toMatchObject({
      status: 'failed',
      failure: { status: 404, message: '投稿が見つかりません。' },
    });
    expect(await t.device.db.comments.get(clientId)).toMatchObject({ content: '見えますか' });

    await t.device.commands.discard(entry?.id ?? '');
    expect(await t.device.entries()).toEqual([]);
    expect(await t.device.db.comments.get(clientId)).toBeUndefined();
  });

  it('S20: sent again after a lost answer, its client id makes no second comment', async () => {
    const clientId = await t.device.commands.addSiteComment(1, 3, '桜の季節に');
    // The first attempt is applied but its answer lost.
    t.api.answerNext(async (request) => {
      await t.api.fetch(request);
      throw new TypeError('Failed to fetch');
    });
    await t.device.openTab().sync();
    await t.device.openTab().sync({ ignoreBackoff: true });
    expect([...t.api.comments.values()].filter((c) => c.client_id === clientId)).toHaveLength(1);
    expect(await t.device.entries()).toEqual([]);
  });

  it('S16: social changes travel in one batch with their own keys', async () => {
    t.api.posts.set(5, new Set());
    await t.device.commands.setLike(1, 5, true, UNLIKED);
    await t.device.commands.setFollow(1, 2, true, { following: false, followersCount: null });
    const clientId = await t.device.commands.addSiteComment(1, 3, 'また来たい');
    await t.device.openTab().sync();
    expect(t.api.batches).toHaveLength(1);
    expect(keyed()).toEqual([
      'POST /social/posts/5/like/',
      'POST /social/follow/2/',
      'POST /heritage/sites/3/comments/',
    ]);
    expect(await t.device.entries()).toEqual([]);
    expect((await t.device.db.comments.get(clientId))?.serverId).toEqual(expect.any(Number));
  });

  it('S12: deleting a comment made here removes its row once the server answers 204', async () => {
    const clientId = await t.device.commands.addSiteComment(1, 3, '消します');
    await t.device.openTab().sync();
    const serverId = (await t.device.db.comments.get(clientId))?.serverId ?? 0;
    await t.device.commands.deleteComment(1, serverId, { clientId, label: '消します' });
    expect(await t.device.db.comments.get(clientId)).toBeUndefined();
    await t.device.openTab().sync();
    expect(keyed().at(-1)).toBe(`DELETE /social/comments/${serverId}/`);
    expect(t.api.comments.has(serverId)).toBe(false);
    expect(await t.device.entries()).toEqual([]);
  });
});
