import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../src/server/auth/access-tokens';
import { signingKeys } from '../../src/server/auth/signing-keys';
import { type Database, rowsOf } from '../../src/server/db/connect';
import { replaceAllCounters } from '../../src/server/repositories/ranking-counters-repository';
import { BADGE_DEFINITIONS } from '../../src/shared/collecting/badge-definitions';
import {
  describePlan,
  type PlanNode,
  planOfText,
  scannedTables,
  seedPlanCommunity,
} from './support/query-plans';
import { startTestApp, type TestApp } from './support/test-app';

// Every query the server sends for the calls of the mixed load (bench/load-mix.ts), caught
// as the real route runs, must read the community's tables through indexes (docs/PERF.md
// P8). The community is seeded as in social-query-plans.test.ts, with ranking counters,
// badges, wishlists and many more travellers who only signed up; then VACUUM ANALYZE. Each
// distinct statement's plan is printed once (node types and estimated rows); a Seq Scan of
// a watched table fails the call's test.

const USERS = 3000;
/**
 * Travellers who only signed up, as most of a community's: they make the users table big
 * enough that the planner weighs an index against reading it whole, as it does at scale.
 */
const QUIET_USERS = 10_000;
const WATCHED = new Set([
  'visits',
  'likes',
  'follows',
  'comments',
  'users',
  'ranking_counters',
  'user_badges',
  'wishlist_items',
]);

type Statement = { text: string; params: unknown[] };
type Logger = { logQuery: (query: string, params: unknown[]) => void };

let t: TestApp;
let db: Database;
let viewer: number;
let other: number;
let post: number;
let authorization: string;
let recording: Statement[] | undefined;
const printed = new Set<string>();

/** Hands every statement drizzle sends (transactions included) to `recording`. */
function recordStatements(database: Database): void {
  const session = (database as unknown as { session: { logger: Logger; options: object } }).session;
  const logger: Logger = { logQuery: (text, params) => recording?.push({ text, params }) };
  session.logger = logger;
  (session.options as { logger?: Logger }).logger = logger;
}

// A statement may open with a comment (PLANNED_PER_CALL, db/kept-plans.ts).
const explainable = (text: string) =>
  /^\s*(\/\*.*?\*\/\s*)?(select|with|insert|update|delete)\b/i.test(text);

async function expectIndexedCall(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<void> {
  recording = [];
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization, 'idempotency-key': `plans-${method}-${url}` },
    ...(payload && { payload }),
  });
  const statements = recording.filter((s) => explainable(s.text));
  recording = undefined;
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(statements.length, 'statements caught').toBeGreaterThan(0);
  const scans: string[] = [];
  for (const { text, params } of statements) {
    const nodes: PlanNode[] = await planOfText(db, text, params);
    if (!printed.has(text)) {
      printed.add(text);
      console.log(`${method} ${url}\n  ${text.slice(0, 160)}\n  → ${describePlan(nodes)}`);
    }
    scans.push(...scannedTables(nodes, WATCHED).map((table) => `${table} in: ${text}`));
  }
  expect(scans, `${method} ${url}`).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await seedPlanCommunity(db, USERS);
  await replaceAllCounters(db);
  // A few real badges each, set-based: settling every traveller's would take minutes.
  const badgeIds = `{${BADGE_DEFINITIONS.slice(0, 6)
    .map((b) => b.id)
    .join(',')}}`;
  await db.execute(sql`insert into user_badges (user_id, badge_id, earned_on)
    select u.id, b.id, date '2029-01-01' from users u
    cross join unnest(${badgeIds}::text[]) with ordinality as b(id, n) where (u.id + b.n) % 2 = 0`);
  // After the counters and badges: they have neither.
  await db.execute(sql`insert into users (username, email, display_name)
    select 'quiet_' || g, 'quiet_' || g || '@example.com', '静かな旅人 ' || g
    from generate_series(1, ${QUIET_USERS}) g`);
  await db.execute(sql`insert into wishlist_items (user_id, site_id, priority)
    select u.id, s.id, 1 + (u.id + s.rn) % 3 from users u
    join (select id, row_number() over (order by id) as rn from sites) s on s.rn % 200 = u.id % 200`);
  // What autovacuum does on a live database: statistics, and the trigram index's pending
  // entries merged (GIN keeps fresh inserts in a list it must read whole).
  await db.execute(sql`vacuum analyze`);
  const [row] = rowsOf<{ viewer: number; other: number; post: number }>(
    await db.execute(sql`select f.follower_id as viewer, f.followee_id as other, v.id as post
      from follows f join visits v on v.user_id = f.followee_id
      where v.visibility = 'public' and v.share_to_feed
        and not exists (select 1 from blocks b where b.blocker_id in (f.follower_id, f.followee_id)
          or b.blocked_id in (f.follower_id, f.followee_id))
      order by f.follower_id, v.id limit 1`),
  );
  if (!row) throw new Error('the seeded community has no follow with a public post');
  ({ viewer, other, post } = row);
  const tokens = accessTokens(await signingKeys(db, t.config.jwtSecret), t.clock.now);
  authorization = `Bearer ${await tokens.issue(viewer, 'plans')}`;
  // Each instance behind nginx has a connection pool of its own.
  for (const instance of t.instances) recordStatements(instance.db);
}, 240_000);
afterAll(() => t.close());

describe('query plans of the mixed load’s reads', () => {
  it.each([
    ['sites list', '/api/heritage/sites/?limit=50'],
    ['feed discover', '/api/social/feed/?page_size=10'],
    ['feed following', '/api/social/feed/?type=following&page_size=10'],
    ['profile', () => `/api/social/users/${other}/profile/`],
    ['posts', () => `/api/social/users/${other}/posts/?limit=10`],
    // A name as someone types it to find one traveller.
    ['user search', `/api/social/users/search/?q=${encodeURIComponent('旅人 2346')}&limit=20`],
    ['user search, Latin', '/api/social/users/search/?q=traveller%201235&limit=20'],
    // Two characters have no trigram: a rare pair is read through its own index.
    [
      'user search, two characters',
      `/api/social/users/search/?q=${encodeURIComponent('田中')}&limit=20`,
    ],
    ['leaderboard', '/api/heritage/leaderboard/?type=total_visits&period=all_time&limit=50'],
    ['leaderboard by countries', '/api/heritage/leaderboard/?type=countries_visited&limit=50'],
    ['my rank', '/api/heritage/my-ranking/?type=total_visits&period=all_time'],
    ['my rank by reviews', '/api/heritage/my-ranking/?type=reviews_count&period=all_time'],
    ['badges', '/api/badges/my_badges/'],
    ['dashboard basic', '/api/heritage/dashboard/basic/'],
    ['dashboard stats', '/api/heritage/dashboard/stats/'],
    ['dashboard feed', '/api/heritage/dashboard/feed/'],
    ['visits list', '/api/heritage/visits/?page_size=100'],
    ['wishlist', '/api/wishlist/?page_size=100'],
  ] as const)('%s', async (_name, url) => {
    await expectIndexedCall('GET', typeof url === 'function' ? url() : url);
  });
});

describe('query plans of the mixed load’s writes', () => {
  it('a visit', async () => {
    await expectIndexedCall('POST', '/api/heritage/sites/1/visit/', {
      visited_date: '2030-03-01',
    });
  });

  it('a like, a follow and a comment', async () => {
    await expectIndexedCall('POST', `/api/social/posts/${post}/like/`);
    await expectIndexedCall('DELETE', `/api/social/unfollow/${other}/`);
    await expectIndexedCall('POST', `/api/social/follow/${other}/`);
    await expectIndexedCall('POST', `/api/social/posts/${post}/comments/`, { content: 'いいね' });
  });

  it('a wishlist entry', async () => {
    await expectIndexedCall('PUT', '/api/wishlist/sites/2/', { priority: 2, notes: '' });
  });
});
