import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import { feedScope, postPageQuery } from '../../src/server/repositories/social-posts-repository';
import {
  publicUserQuery,
  publicUsersOfIdsQuery,
  suggestedUsers,
  userIdsPageStatement,
} from '../../src/server/repositories/social-users-repository';
import { userSearchParts } from '../../src/server/repositories/user-search-repository';
import {
  describePlan,
  joinedReads,
  planOf,
  scannedTables,
  seedPlanCommunity,
} from './support/query-plans';
import { startTestApp, type TestApp } from './support/test-app';

// Feeds, profiles and the user search must read visits, likes and follows through
// indexes, never by reading the whole table. The planner only prefers an index once a
// table is big enough, so this seeds a community of a few thousand travellers and tens of
// thousands of visits, likes and follows (set-based, in a few statements), runs ANALYZE,
// and asks for the plan of each real query the server sends. Each plan's node types are
// printed; any Seq Scan of those three tables fails the test.

const USERS = 3000;
const WATCHED = new Set(['visits', 'likes', 'follows']);

let t: TestApp;
let db: Database;
let viewer: number;

async function expectIndexed(name: string, statement: SQL) {
  const nodes = await planOf(db, statement);
  console.log(`${name}: ${describePlan(nodes)}`);
  expect(scannedTables(nodes, WATCHED), `${name}: ${describePlan(nodes)}`).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await seedPlanCommunity(db, USERS);
  await db.execute(sql`analyze`);
  const counts = await db.execute(sql`select
    (select count(*)::int from visits) as visits, (select count(*)::int from likes) as likes,
    (select count(*)::int from follows) as follows, (select count(*)::int from blocks) as blocks`);
  console.log('seeded', (counts as unknown as { rows: unknown[] }).rows[0]);
  const [row] = (
    (await db.execute(sql`select follower_id as id from follows group by follower_id
      order by count(*) desc limit 1`)) as unknown as { rows: { id: number }[] }
  ).rows;
  viewer = row?.id ?? 1;
}, 240_000);
afterAll(() => t.close());

const page = { limit: 10, offset: 0, after: undefined };
const feedSql = (kind: 'discover' | 'following' | 'my-posts', viewerId: number | undefined) =>
  postPageQuery(db, { ...page, scope: feedScope(kind, viewerId), viewerId }).getSQL();

describe('query plans of the social reads', () => {
  it('discover feed, for a visitor and for a signed-in traveller', async () => {
    await expectIndexed('discover (visitor)', feedSql('discover', undefined));
    await expectIndexed('discover (signed in)', feedSql('discover', viewer));
  });

  it('following feed, for a traveller who follows many', async () => {
    await expectIndexed('following', feedSql('following', viewer));
  });

  it('a page of posts reads the kept counts of the posts it answers only, never of every post it sorts', async () => {
    for (const [name, statement] of [
      ['following', feedSql('following', viewer)],
      ['discover', feedSql('discover', viewer)],
      ['profile posts', feedSql('my-posts', viewer + 1)],
    ] as const) {
      const nodes = await planOf(db, statement);
      const root = nodes[0] as NonNullable<(typeof nodes)[0]>;
      expect(joinedReads(root, 'post_counts'), `${name}: ${describePlan(nodes)}`).toEqual([]);
    }
  });

  it('a profile’s posts, and the profile with its counts', async () => {
    const someone = viewer + 1;
    await expectIndexed('profile posts', feedSql('my-posts', someone).append(sql``));
    await expectIndexed('profile', publicUserQuery(db, viewer, someone).getSQL());
  });

  it('user search, by Latin and by Japanese text', async () => {
    for (const q of ['traveller 12', '旅人 2']) {
      await expectIndexed(
        `user search "${q}"`,
        userIdsPageStatement(userSearchParts(q, viewer), { limit: 20, offset: 0 }),
      );
    }
  });

  it('suggested users, popular and recent', async () => {
    const firstPage = { limit: 20, offset: 0 };
    await expectIndexed(
      'users popular',
      userIdsPageStatement(suggestedUsers(viewer, 'popular', 20), firstPage),
    );
    await expectIndexed(
      'users recent',
      userIdsPageStatement(suggestedUsers(viewer, 'recent', 20), firstPage),
    );
  });

  it('a page of users with their counts and relations', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => viewer + i + 1);
    await expectIndexed('users of a page', publicUsersOfIdsQuery(db, viewer, ids).getSQL());
  });
});
