import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, rowsOf } from '../src/server/db/connect';
import { PLANNED_PER_CALL } from '../src/server/db/kept-plans';
import { feedScope, postPageQuery } from '../src/server/repositories/social-posts-repository';
import {
  publicUserQuery,
  publicUsersOfIdsQuery,
  suggestedUsers,
  userIdsPageStatement,
} from '../src/server/repositories/social-users-repository';
import { userSearchParts } from '../src/server/repositories/user-search-repository';
import { type BenchFigure, printFigures } from './figures';
import { median } from './loopback-context';

// One plan for every caller against a plan per call (docs/PERF.md P10), on a PostgreSQL
// database filled at scale (DATABASE_URL; `npm run bench:scale` fills one with 100,000
// travellers and leaves it as it is). A kept read runs the plan PostgreSQL chooses for it,
// which may be one plan for all callers: each read shape is timed both ways, for the
// traveller who likes most, the one who follows most and a typical one (median of 15
// calls). The bench fails when one plan for all is more than half again as slow as a plan
// per call, by more than a millisecond, on a read that is kept: such a read must be written
// so that one plan serves everyone, or be marked PLANNED_PER_CALL.

const CALLS = 15;
const dialect = new PgDialect();
const plannedPerCallMark = dialect.sqlToQuery(PLANNED_PER_CALL).sql;

type Statement = { sql: string; params: unknown[] };

async function medianMs(client: pg.Client, statement: Statement, mode: string, name: string) {
  await client.query(`set plan_cache_mode = ${mode}`);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await client.query({ name, text: statement.sql, values: statement.params });
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL: a PostgreSQL database filled at scale');
  const database = await openDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (statement: SQL) =>
      rowsOf<{ id: number }>(await database.db.execute(statement))[0]?.id ?? 0;
    const viewers = {
      'likes most': await one(
        sql`select user_id as id from likes group by user_id order by count(*) desc limit 1`,
      ),
      'follows most': await one(
        sql`select follower_id as id from follows group by follower_id order by count(*) desc limit 1`,
      ),
      typical: await one(
        sql`select user_id as id from visits group by user_id having count(*) between 5 and 10 limit 1`,
      ),
    };
    const heavyAuthor = await one(
      sql`select user_id as id from visits group by user_id order by count(*) desc limit 1`,
    );
    const popular = await one(
      sql`select user_id as id from follow_counts order by followers desc limit 1`,
    );
    const mostFollowed = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select user_id as id from follow_counts order by followers desc limit 20`,
      ),
    ).map((row) => row.id);
    const firstPage = { limit: 20, offset: 0 };
    const posts = (viewer: number, scope: Parameters<typeof postPageQuery>[1]['scope']) =>
      postPageQuery(database.db, {
        scope,
        viewerId: viewer,
        limit: 10,
        offset: 0,
        after: undefined,
      }).toSQL();
    const shapes: Record<string, (viewer: number) => Statement> = {
      'discover feed': (v) => posts(v, feedScope('discover', v)),
      'following feed': (v) => posts(v, feedScope('following', v)),
      'posts of the busiest author': (v) => posts(v, { kind: 'author', authorId: heavyAuthor }),
      'profile of the most followed': (v) => publicUserQuery(database.db, v, popular).toSQL(),
      'popular users': (v) =>
        dialect.sqlToQuery(userIdsPageStatement(suggestedUsers(v, 'popular', 20), firstPage)),
      'recent users': (v) =>
        dialect.sqlToQuery(userIdsPageStatement(suggestedUsers(v, 'recent', 20), firstPage)),
      'user search 「旅」': (v) =>
        dialect.sqlToQuery(userIdsPageStatement(userSearchParts('旅', v), firstPage)),
      'user search 「sato」': (v) =>
        dialect.sqlToQuery(userIdsPageStatement(userSearchParts('sato', v), firstPage)),
      'user search 「さくら」': (v) =>
        dialect.sqlToQuery(userIdsPageStatement(userSearchParts('さくら', v), firstPage)),
      'a page of the most followed users': (v) =>
        publicUsersOfIdsQuery(database.db, v, mostFollowed).toSQL(),
    };
    const figures: BenchFigure[] = [];
    const failures: string[] = [];
    let n = 0;
    for (const [shape, build] of Object.entries(shapes)) {
      for (const [who, viewer] of Object.entries(viewers)) {
        const statement = build(viewer);
        const name = `bench_kept_${n++}`;
        const perCall = await medianMs(client, statement, 'force_custom_plan', name);
        const forAll = await medianMs(client, statement, 'force_generic_plan', name);
        const kept = !statement.sql.startsWith(plannedPerCallMark);
        const label = `${shape}, the traveller who ${who === 'typical' ? 'is typical' : who}`;
        figures.push({ name: `${label}: a plan per call`, value: perCall, unit: 'ms' });
        figures.push({
          name: `${label}: one plan for all${kept ? '' : ' (planned per call: not kept)'}`,
          value: forAll,
          unit: 'ms',
        });
        if (kept && forAll > perCall * 1.5 && forAll - perCall > 1) failures.push(label);
      }
    }
    printFigures('One plan for every caller against a plan per call (PERF.md P10)', figures);
    if (failures.length > 0) {
      console.error(`\nOne plan for all is slower for kept reads: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
