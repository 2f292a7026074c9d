import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEPT_PLANS_CAPACITY,
  PLANNED_PER_CALL,
  rowCountLiteral,
} from '../../../../src/server/db/kept-plans';
import { PlanKeepingPglite } from '../../../../src/server/db/kept-plans-pglite';

// The embedded database's plan keeper (docs/PERF.md P10): a read seen twice is prepared
// once and then run by `execute` with its values written as literals. Whatever the values,
// a kept read answers exactly what PGlite's own query answers, and nothing else is kept.
// An embedded database of its own, in memory: PGlite is what the keeper is for.

const NASTY_TEXTS = [
  "O'Brien",
  "'); drop table travellers; --",
  "back\\slash \\' and \\\\ two",
  '旅人 さくら 🌸',
  "E'\\x41'",
  '$$ dollar $$',
  '',
];

describe('plans kept on the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table travellers (id int primary key, name text not null, joined timestamptz,
        tags text[] not null default '{}', score numeric);
      insert into travellers values
        (1, 'O''Brien', '2026-01-02T03:04:05.123456Z', '{a,b}', 1.5),
        (2, '''); drop table travellers; --', null, '{}', null),
        (3, 'back\\slash \\'' and \\\\ two', '2026-11-27T00:00:00Z', '{"x y"}', 2),
        (4, '旅人 さくら 🌸', '2025-05-05T05:05:05Z', '{旅}', 3),
        (5, 'E''\\x41''', null, '{}', 4),
        (6, '$$ dollar $$', null, '{}', 5),
        (7, '', null, '{}', 6);
    `);
  });
  afterAll(async () => {
    await client.close();
  });

  async function preparedNames(): Promise<string[]> {
    const { rows } = await client.query<{ name: string }>(
      'select name from pg_prepared_statements order by name',
    );
    return rows.map((r) => r.name);
  }

  it('answers a read seen again from a prepared plan, with the rows PGlite itself gives', async () => {
    const keeper = new PlanKeepingPglite(client);
    const text = 'select id, name, joined, tags, score from travellers where name = $1';
    for (const name of NASTY_TEXTS) {
      const expected = await client.query(text, [name]);
      const first = await keeper.query(text, [name]);
      const kept = await keeper.query(text, [name]);
      expect(first.rows).toEqual(expected.rows);
      expect(kept.rows).toEqual(expected.rows);
      expect(kept.rows).toHaveLength(1);
    }
    expect(keeper.keptCount).toBe(1);
    expect(await preparedNames()).toHaveLength(1);
    // The text that looks like a statement was a value: the table is still there, whole.
    const { rows } = await client.query('select count(*)::int as n from travellers');
    expect(rows).toEqual([{ n: 7 }]);
  });

  it('binds nulls, dates, numbers, arrays and options such as the row mode as PGlite does', async () => {
    const keeper = new PlanKeepingPglite(client);
    const text =
      'select id from travellers where (joined > $1 or $1 is null) and (tags && $2 or $3) and coalesce(score, 0) >= $4 order by id';
    const cases: unknown[][] = [
      [new Date('2026-01-01T00:00:00Z'), ['a'], false, 1],
      [null, ['旅'], false, 0],
      [null, [], true, 2.5],
      [new Date('2027-01-01T00:00:00Z'), ['x y'], true, 0],
    ];
    for (const values of cases) {
      const expected = await client.query(text, values, { rowMode: 'array' });
      await keeper.query(text, values, { rowMode: 'array' });
      const kept = await keeper.query(text, values, { rowMode: 'array' });
      expect(kept.rows).toEqual(expected.rows);
    }
    expect(keeper.keptCount).toBe(1);
  });

  it('never keeps writes, and a transaction runs its statements untouched', async () => {
    const keeper = new PlanKeepingPglite(client);
    const before = await preparedNames();
    for (let i = 0; i < 3; i++) {
      await keeper.query('update travellers set score = score + 1 where id = $1', [1]);
    }
    await keeper.transaction(async (tx) => {
      await tx.query('select id from travellers where id = $1', [1]);
      await tx.query('select id from travellers where id = $1', [1]);
    });
    expect(keeper.keptCount).toBe(0);
    expect(await preparedNames()).toEqual(before);
    const { rows } = await client.query<{ score: string }>(
      'select score from travellers where id = 1',
    );
    expect(Number(rows[0]?.score)).toBe(4.5);
  });

  it('gives a kept read its own error, as the plain read would', async () => {
    const keeper = new PlanKeepingPglite(client);
    const text = 'select 1 / $1::int as quotient';
    await keeper.query(text, [1]);
    expect((await keeper.query(text, [2])).rows).toEqual([{ quotient: 0 }]);
    await expect(keeper.query(text, [0])).rejects.toThrow('division by zero');
    // A value no SQL text may hold runs the plain way, and fails there as it always did.
    await expect(keeper.query(text, ['1\0'])).rejects.toThrow();
  });

  it('keeps at most its capacity of statements, and runs the rest as before', async () => {
    const capacity = 3;
    const keeper = new PlanKeepingPglite(client, capacity);
    for (let shape = 0; shape < capacity + 2; shape++) {
      const text = `select id, ${shape} as shape from travellers where id = $1`;
      await keeper.query(text, [1]);
      const { rows } = await keeper.query(text, [1]);
      expect(rows).toEqual([{ id: 1, shape }]);
    }
    expect(keeper.keptCount).toBe(capacity);
    expect(KEPT_PLANS_CAPACITY).toBeGreaterThanOrEqual(100);
  });

  it('runs a kept read by its one plan, and leaves the session planning other reads per call', async () => {
    const keeper = new PlanKeepingPglite(client);
    const text = 'select id, 7 as one_plan from travellers where id = $1';
    for (let i = 0; i < 8; i++) await keeper.query(text, [(i % 7) + 1]);
    await expect(keeper.query(text, ['not a number'])).rejects.toThrow();
    const { rows } = await client.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements
       where statement like '%7 as one_plan%'`,
    );
    // Left to choose, PostgreSQL makes five plans of their own for the first calls.
    expect(rows).toEqual([{ generic_plans: 7, custom_plans: 0 }]);
    const setting = await client.query("select current_setting('plan_cache_mode') as mode");
    expect(setting.rows).toEqual([{ mode: 'auto' }]);
  });

  it('never keeps a read marked as planned per call', async () => {
    const keeper = new PlanKeepingPglite(client);
    const { sql: marker } = new PgDialect().sqlToQuery(PLANNED_PER_CALL);
    const text = `${marker}select id from travellers where name like $1`;
    for (const pattern of ['%a%', '%a%', '%旅%']) await keeper.query(text, [pattern]);
    expect(keeper.keptCount).toBe(0);
  });

  it('writes row counts into the text only as plain non-negative integers', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(rowCountLiteral(20))).toEqual({ sql: '20', params: [] });
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) {
      expect(() => rowCountLiteral(bad)).toThrow(RangeError);
    }
  });
});
