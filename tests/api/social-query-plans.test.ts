import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connect';
import {
  feedCondition,
  postPageQuery,
} from '../../src/server/repositories/social-posts-repository';
import {
  publicUsersStatement,
  suggestedUsersRest,
  userSearchParts,
} from '../../src/server/repositories/social-users-repository';
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

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(statement: SQL): Promise<PlanNode[]> {
  const query = new PgDialect().sqlToQuery(statement);
  const client = (db as unknown as { $client: Queryable }).$client;
  const result = await client.query(`explain (format json) ${query.sql}`, query.params);
  const row = result.rows[0] as Record<string, unknown>;
  const json = row['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf((parsed[0] as { Plan: PlanNode }).Plan);
}
type Queryable = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

function describePlan(nodes: PlanNode[]): string {
  return nodes
    .map((n) =>
      n['Relation Name'] ? `${n['Node Type']} on ${n['Relation Name']}` : n['Node Type'],
    )
    .join(', ');
}

async function expectIndexed(name: string, statement: SQL) {
  const nodes = await planOf(statement);
  console.log(`${name}: ${describePlan(nodes)}`);
  const scans = nodes.filter(
    (n) => n['Node Type'] === 'Seq Scan' && WATCHED.has(n['Relation Name'] ?? ''),
  );
  expect(
    scans.map((n) => n['Relation Name']),
    `${name}: ${describePlan(nodes)}`,
  ).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await db.execute(sql`insert into users (username, email, display_name)
    select 'seed_' || g, 'seed_' || g || '@example.com', case when g % 2 = 0 then '旅人 ' || g else 'Traveller ' || g end
    from generate_series(1, ${USERS}) g`);
  // Each traveller visits about a dozen sites at spread-out times, some not public.
  await db.execute(sql`insert into visits (user_id, site_id, rating, visited_date, visibility, created_at, updated_at)
    select u.id, s.id, 1 + (u.id + s.rn) % 5, date '2029-01-01',
      (case when (u.id + s.rn) % 10 = 0 then 'private' when (u.id + s.rn) % 10 = 1 then 'followers' else 'public' end)::visibility,
      timestamptz '2030-01-01' + ((u.id * 7919 + s.rn * 104729) % 1000000) * interval '1 second',
      timestamptz '2030-01-01'
    from users u join (select id, row_number() over (order by id) as rn from sites) s on s.rn % 100 = u.id % 100`);
  await db.execute(sql`insert into follows (follower_id, followee_id)
    select u.id, f.id from users u join users f on f.id % 150 = (u.id * 7) % 150 and f.id <> u.id
    on conflict do nothing`);
  await db.execute(sql`insert into likes (user_id, visit_id)
    select u.id, v.id from visits v join users u on u.id % 1500 = v.id % 1500 and u.id <> v.user_id
    on conflict do nothing`);
  await db.execute(sql`insert into comments (user_id, visit_id, content)
    select (v.id * 31) % ${USERS} + 1, v.id, 'コメント' from visits v where v.id % 3 = 0
    and exists (select 1 from users where id = (v.id * 31) % ${USERS} + 1)`);
  await db.execute(sql`insert into blocks (blocker_id, blocked_id)
    select u.id, b.id from users u join users b on b.id = u.id + 1 where u.id % 20 = 0`);
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
  postPageQuery(db, feedCondition(kind, viewerId), { ...page, viewerId }).getSQL();

describe('query plans of the social reads', () => {
  it('discover feed, for a visitor and for a signed-in traveller', async () => {
    await expectIndexed('discover (visitor)', feedSql('discover', undefined));
    await expectIndexed('discover (signed in)', feedSql('discover', viewer));
  });

  it('following feed, for a traveller who follows many', async () => {
    await expectIndexed('following', feedSql('following', viewer));
  });

  it('a profile’s posts, and the profile with its counts', async () => {
    const someone = viewer + 1;
    await expectIndexed('profile posts', feedSql('my-posts', someone).append(sql``));
    await expectIndexed('profile', publicUsersStatement(viewer, sql`where u.id = ${someone}`));
  });

  it('user search, by Latin and by Japanese text', async () => {
    for (const q of ['traveller 12', '旅人 2']) {
      const { from, order } = userSearchParts(q, viewer);
      await expectIndexed(
        `user search "${q}"`,
        publicUsersStatement(viewer, sql`${from} order by ${order} limit 20`),
      );
    }
  });

  it('suggested users, popular and recent', async () => {
    await expectIndexed(
      'users popular',
      publicUsersStatement(viewer, suggestedUsersRest(viewer, 'popular', 20)),
    );
    await expectIndexed(
      'users recent',
      publicUsersStatement(viewer, suggestedUsersRest(viewer, 'recent', 20)),
    );
  });
});
