/**
 * A traveller's visits are kept counts by visibility, sharing, listing and country (docs/PERF.md
 * P9): the database's trigger keeps them in the statement that records, changes or removes a
 * visit, whatever the path, so a profile shows others what the visits say, and
 * counters:rebuild finds nothing to mend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/connect';
import { rebuildCollections } from '../../src/server/services/collection-rebuild-service';
import type { PublicUser } from '../../src/shared/api/social-users';
import { GOOD_PASSWORD } from './support/auth';
import { api, type Member, member, visit } from './support/social';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** Listed sites of the country with the most, and listed sites of other countries. */
let home: number[];
let abroad: number[];
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject('/api/heritage/sites/?limit=300');
  const sites = res.json().results as { id: number; country_code: string | null }[];
  const perCountry = new Map<string, number>();
  for (const { country_code: code } of sites) {
    if (code) perCountry.set(code, (perCountry.get(code) ?? 0) + 1);
  }
  const [country] = [...perCountry].sort((a, b) => b[1] - a[1])[0] ?? [];
  home = sites.filter((site) => site.country_code === country).map((site) => site.id);
  abroad = sites
    .filter((site) => site.country_code && site.country_code !== country)
    .map((site) => site.id);
});
afterAll(() => t.close());

/** What the profile of `whose` shows `who` (undefined: a visitor). */
const shown = async (whose: Member, who: Member | undefined) => {
  const res = await api(t, who, 'GET', `/social/users/${whose.id}/profile/`);
  expect(res.statusCode, res.body).toBe(200);
  const { posts_count, total_visits, countries_visited } = res.json() as PublicUser;
  return [posts_count, total_visits, countries_visited];
};
const visitCountDifferences = async () =>
  (
    await rebuildCollections(t.database.db, { now: new Date(), timeZone: 'Asia/Tokyo' })
  ).differences.filter((difference) => difference.kind === 'visit count');

describe('kept visit counts', () => {
  it('follow each visit recorded, changed and removed, in what each viewer is shown', async () => {
    const [traveller, follower] = [await member(t), await member(t)];
    await api(t, follower, 'POST', `/social/follow/${traveller.id}/`);
    const [first, second] = home as [number, number];
    const [third] = abroad as [number];
    await visit(t, traveller, first);
    await visit(t, traveller, second, { share_to_feed: false });
    await visit(t, traveller, third, { visibility: 'followers' });
    // Posts, visits, countries: a post is a visit shared to the feed.
    expect(await shown(traveller, undefined)).toEqual([1, 2, 1]);
    expect(await shown(traveller, follower)).toEqual([2, 3, 2]);
    expect(await shown(traveller, traveller)).toEqual([3, 3, 2]);

    // Visited again: the same visit, now private and shared.
    await visit(t, traveller, second, { visibility: 'private', share_to_feed: true });
    expect(await shown(traveller, undefined)).toEqual([1, 1, 1]);
    expect(await shown(traveller, follower)).toEqual([2, 2, 2]);
    // A new rating moves nothing.
    await visit(t, traveller, third, { visibility: 'followers' });
    expect(await shown(traveller, follower)).toEqual([2, 2, 2]);

    const removed = await api(t, traveller, 'DELETE', `/heritage/sites/${third}/unvisit/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await shown(traveller, follower)).toEqual([1, 1, 1]);
    expect(await shown(traveller, traveller)).toEqual([2, 2, 1]);
    expect(await visitCountDifferences()).toEqual([]);
  });

  it('count visits sent at the same instant once each, and leave with a deleted account', async () => {
    const traveller = await member(t);
    const answers = await Promise.all(
      [...home.slice(2, 6), ...abroad.slice(1, 5)].map((siteId) =>
        api(t, traveller, 'POST', `/heritage/sites/${siteId}/visit/`, {
          visited_date: '2030-01-01',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect((await shown(traveller, undefined))[1]).toBe(8);
    expect(await visitCountDifferences()).toEqual([]);

    const gone = await api(t, traveller, 'DELETE', '/auth/account/', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    await t.settled();
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from user_visit_counts where user_id = ${traveller.id}`,
    );
    expect(rowsOf(left)).toEqual([{ n: 0 }]);
    expect(await visitCountDifferences()).toEqual([]);
  });

  it('counters:rebuild finds and mends a count that went wrong', async () => {
    const traveller = await member(t);
    await visit(t, traveller, home[6] as number);
    await t.database.db.execute(
      sql`update user_visit_counts set visits = 7 where user_id = ${traveller.id}`,
    );
    expect(await shown(traveller, undefined)).toEqual([7, 7, 1]);
    const [difference] = await visitCountDifferences();
    expect(difference).toMatchObject({
      userId: traveller.id,
      kind: 'visit count',
      stored: 7,
      expected: 1,
    });
    expect(difference?.kind === 'visit count' && difference.of).toMatch(
      /^public, shared, listed, [a-z]{2}$/,
    );
    expect(await shown(traveller, undefined)).toEqual([1, 1, 1]);
    expect(await visitCountDifferences()).toEqual([]);
  });
});
