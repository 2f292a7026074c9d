/**
 * Followers and followings are kept counts (docs/PERF.md P9): the database's triggers keep
 * them in the statement that changes the follows, whatever the path — a follow, an
 * unfollow, a block, an account deleted — and counters:rebuild finds nothing to mend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import { GOOD_PASSWORD } from './support/auth';
import { api, type Member, member } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const counts = async (who: Member) => {
  const profile = (await api(t, who, 'GET', `/social/users/${who.id}/profile/`)).json();
  return [profile.followers_count, profile.following_count];
};
const follow = (who: Member, whom: Member) => api(t, who, 'POST', `/social/follow/${whom.id}/`);
const followCountDifferences = async () =>
  (
    await rebuildCollections(t.database.db, { now: new Date(), timeZone: 'Asia/Tokyo' })
  ).differences.filter((difference) => difference.kind === 'follow count');

describe('kept follow counts', () => {
  it('follow by follow, block and account deletion, the profiles count what the follows are', async () => {
    const [ann, ben, cho, dai] = [
      await member(t),
      await member(t),
      await member(t),
      await member(t),
    ];
    for (const [who, whom] of [
      [ben, ann],
      [cho, ann],
      [dai, ann],
      [ann, ben],
      [cho, ben],
    ] as const) {
      expect((await follow(who, whom)).statusCode).toBe(200);
    }
    // A second follow of the same traveller changes nothing.
    expect((await follow(ben, ann)).json()).toMatchObject({ followers_count: 3 });
    expect(await counts(ann)).toEqual([3, 1]);
    expect(await counts(cho)).toEqual([0, 2]);

    expect((await api(t, dai, 'DELETE', `/social/unfollow/${ann.id}/`)).json()).toMatchObject({
      followers_count: 2,
    });
    // Blocking removes the follows both ways.
    expect((await api(t, ann, 'POST', `/social/block/${ben.id}/`)).statusCode).toBeLessThan(300);
    expect(await counts(ann)).toEqual([1, 0]);
    expect(await counts(ben)).toEqual([1, 0]);
    // A deleted account takes its follows with it.
    const gone = await api(t, cho, 'DELETE', '/auth/account/', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    await t.settled();
    expect(await counts(ann)).toEqual([0, 0]);
    expect(await counts(ben)).toEqual([0, 0]);

    expect(await followCountDifferences()).toEqual([]);
  });

  it('two travellers following each other at the same instant both land, counted once each', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => [await member(t), await member(t)] as const),
    );
    const answers = await Promise.all(
      pairs.flatMap(([one, other]) => [follow(one, other), follow(other, one)]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const [one, other] of pairs) {
      expect(await counts(one)).toEqual([1, 1]);
      expect(await counts(other)).toEqual([1, 1]);
    }
    expect(await followCountDifferences()).toEqual([]);
  });

  it('suggests the most followed first, then travellers nobody follows yet', async () => {
    const [star, rising, quiet, fan1, fan2] = [
      await member(t),
      await member(t),
      await member(t),
      await member(t),
      await member(t),
    ];
    for (const fan of [fan1, fan2, quiet]) await follow(fan, star);
    await follow(fan1, rising);
    const page = (await api(t, fan2, 'GET', '/social/users/?order=popular&limit=100')).json();
    const order = page.results.map((user: { id: number }) => user.id);
    expect(order.indexOf(star.id)).toBeLessThan(order.indexOf(rising.id));
    expect(order.indexOf(rising.id)).toBeLessThan(order.indexOf(quiet.id));
    expect(order).not.toContain(fan2.id);
    expect(page.results[order.indexOf(star.id)]).toMatchObject({ followers_count: 3 });
  });

  it('counters:rebuild finds and mends a count that went wrong', async () => {
    const [one, other] = [await member(t), await member(t)];
    await follow(one, other);
    await t.database.db.execute(
      sql`update follow_counts set followers = 7 where user_id = ${other.id}`,
    );
    expect(await followCountDifferences()).toEqual([
      {
        userId: other.id,
        kind: 'follow count',
        stored: '7 followers, 0 following',
        expected: '1 followers, 0 following',
      },
    ]);
    expect(await counts(other)).toEqual([1, 0]);
    expect(await followCountDifferences()).toEqual([]);
  });
});
