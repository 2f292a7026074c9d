import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../src/server/db/connect';

// Plans of the server's real queries over a community big enough that the planner prefers
// an index where one serves (docs/PERF.md P8): never a sequential scan of a table that
// grows with the community.

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  /** 'SubPlan' for a subquery run for each row its parent answers (SELECT list, filter). */
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

type Queryable = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The plan (EXPLAIN, not run) of a statement given as text and parameters. */
export async function planOfText(db: Database, text: string, params: unknown[]) {
  const client = (db as unknown as { $client: Queryable }).$client;
  const result = await client.query(`explain (format json) ${text}`, params);
  const row = result.rows[0] as Record<string, unknown>;
  const json = row['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf((parsed[0] as { Plan: PlanNode }).Plan);
}

export async function planOf(db: Database, statement: SQL): Promise<PlanNode[]> {
  const query = new PgDialect().sqlToQuery(statement);
  return planOfText(db, query.sql, query.params);
}

/** Node types, what they read, and the planner's estimated rows. */
export function describePlan(nodes: PlanNode[]): string {
  return nodes
    .map((n) => {
      const on = n['Index Name'] ?? n['Relation Name'];
      const rows = n['Plan Rows'] === undefined ? '' : ` (${n['Plan Rows']} rows)`;
      return `${n['Node Type']}${on ? ` on ${on}` : ''}${rows}`;
    })
    .join(', ');
}

/**
 * The nodes of `plan` (its root and everything under it) that read `table` as part of the
 * plan's own rows, not as a SubPlan: a join reads the table for every row the plan visits,
 * a SubPlan only for the rows it answers (when in the SELECT list).
 */
export function joinedReads(plan: PlanNode, table: string): PlanNode[] {
  if (plan['Parent Relationship'] === 'SubPlan') return [];
  const own = plan['Relation Name'] === table ? [plan] : [];
  return [...own, ...(plan.Plans ?? []).flatMap((child) => joinedReads(child, table))];
}

/** The tables of `nodes` read by a sequential scan, among `watched`. */
export function scannedTables(nodes: PlanNode[], watched: ReadonlySet<string>): string[] {
  return nodes
    .filter((n) => n['Node Type'] === 'Seq Scan' && watched.has(n['Relation Name'] ?? ''))
    .map((n) => n['Relation Name'] ?? '');
}

/**
 * A community of `users` travellers seeded set-based in a few statements: about a dozen
 * visits each at spread-out times (some not public), follows, likes, comments and a few
 * blocks. ANALYZE is left to the caller, after whatever it adds.
 */
export async function seedPlanCommunity(db: Database, users: number): Promise<void> {
  await db.execute(sql`insert into users (username, email, display_name)
    select 'seed_' || g, 'seed_' || g || '@example.com', case when g % 2 = 0 then '旅人 ' || g else 'Traveller ' || g end
    from generate_series(1, ${users}) g`);
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
    select (v.id * 31) % ${users} + 1, v.id, 'コメント' from visits v where v.id % 3 = 0
    and exists (select 1 from users where id = (v.id * 31) % ${users} + 1)`);
  await db.execute(sql`insert into blocks (blocker_id, blocked_id)
    select u.id, b.id from users u join users b on b.id = u.id + 1 where u.id % 20 = 0`);
}
