/**
 * The user search's pages of matches are kept by each app instance (plugins/user-search-pages.ts,
 * P7): nobody finds a name older than a change they made, nor, once the database has said so,
 * one older than a change made through another instance; and a traveller whom someone has
 * blocked never finds them, nor counts them, whatever page everyone else is shown.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from './support/auth';
import { api, type Member, member } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';
import { startUnheardInstance } from './support/unheard-instance';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A word no other test's traveller carries, so each test counts only its own. */
const freshWord = () => `kura${randomUUID().slice(0, 8)}`;

type Found = { count: number; usernames: string[] };

async function search(on: TestApp, who: Member | undefined, q: string): Promise<Found> {
  const res = await api(on, who, 'GET', `/social/users/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { count: number; results: { username: string }[] };
  return { count: body.count, usernames: body.results.map((user) => user.username) };
}

describe('the kept pages of the user search', () => {
  it('find a traveller who joins, is renamed or leaves through this instance at once', async () => {
    const unheard = await startUnheardInstance(t);
    try {
      const word = freshWord();
      const first = await member(unheard, { username: `${word}_a` });
      // Kept now: the instance hears of no change but its own.
      expect(await search(unheard, undefined, word)).toEqual({
        count: 1,
        usernames: [first.username],
      });

      const second = await member(unheard, { display_name: `${word} 二号` });
      expect((await search(unheard, undefined, word)).usernames).toEqual([
        first.username,
        second.username,
      ]);

      const renamed = await api(unheard, second, 'PATCH', '/auth/profile/', {
        display_name: '別の名前',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await search(unheard, undefined, word)).toEqual({
        count: 1,
        usernames: [first.username],
      });

      const left = await api(unheard, first, 'DELETE', '/auth/account/', {
        password: GOOD_PASSWORD,
      });
      expect(left.statusCode, left.body).toBe(204);
      expect(await search(unheard, undefined, word)).toEqual({ count: 0, usernames: [] });
    } finally {
      await unheard.close();
    }
  });

  it('find a name changed through another instance once the database says so', async () => {
    const word = freshWord();
    const traveller = await member(t, { display_name: '旅の人' });
    expect((await search(t, undefined, word)).count).toBe(0);
    // Straight into the database, as another app instance's request would write it.
    await t.database.db.execute(
      sql`update users set display_name = ${`${word} さん`} where id = ${traveller.id}`,
    );
    await expect
      .poll(async () => (await search(t, undefined, word)).usernames)
      .toEqual([traveller.username]);
  });

  it('never show or count someone who blocked the searcher, though everyone else sees them', async () => {
    const word = freshWord();
    const blocker = await member(t, { username: `${word}_1` });
    const other = await member(t, { username: `${word}_2` });
    const searcher = await member(t);
    const bystander = await member(t);
    const blocked = await api(t, blocker, 'POST', `/social/block/${searcher.id}/`);
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    // The page everyone sees is kept first, with the blocker on it.
    const everyone = { count: 2, usernames: [blocker.username, other.username] };
    expect(await search(t, undefined, word)).toEqual(everyone);
    expect(await search(t, bystander, word)).toEqual(everyone);
    expect(await search(t, searcher, word)).toEqual({ count: 1, usernames: [other.username] });
    // A page of nobody but the blocker.
    expect(await search(t, searcher, `${word}_1`)).toEqual({ count: 0, usernames: [] });
    expect(await search(t, bystander, `${word}_1`)).toEqual({
      count: 1,
      usernames: [blocker.username],
    });
  });
});
