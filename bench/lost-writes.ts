import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/server/db/connect';
import { rebuildCollections } from '../src/server/services/collection-rebuild-service';
import type { AcceptedWrites } from './load-mix';

/** Accepted writes of each kind, and how many of them the database does not hold. */
export type WriteAudit = { kind: string; accepted: number; missing: number }[];

const pairs = (rows: [number, number][]) => ({
  a: `{${rows.map((r) => r[0]).join(',')}}`,
  b: `{${rows.map((r) => r[1]).join(',')}}`,
});

async function missingPairs(
  db: Database,
  rows: [number, number][],
  table: 'visits' | 'likes' | 'follows' | 'wishlist_items',
): Promise<number> {
  const { a, b } = pairs(rows);
  const [first, second] = {
    visits: ['user_id', 'site_id'],
    likes: ['user_id', 'visit_id'],
    follows: ['follower_id', 'followee_id'],
    wishlist_items: ['user_id', 'site_id'],
  }[table];
  const [row] = rowsOf<{ missing: number }>(
    await db.execute(sql`select count(*)::int as missing
      from unnest(${a}::int[], ${b}::int[]) as w(a, b)
      where not exists (select 1 from ${sql.identifier(table)} t
        where t.${sql.identifier(first as string)} = w.a
          and t.${sql.identifier(second as string)} = w.b)`),
  );
  return row?.missing ?? 0;
}

/** Every write answered with a 2xx, looked up in the database after the load. */
export async function auditWrites(db: Database, accepted: AcceptedWrites): Promise<WriteAudit> {
  const [comments] = rowsOf<{ found: number }>(
    await db.execute(sql`select count(*)::int as found from comments
      where content = any(${`{${accepted.comments.map((c) => `"${c}"`).join(',')}}`}::text[])`),
  );
  return [
    {
      kind: 'visits',
      accepted: accepted.visits.length,
      missing: await missingPairs(db, accepted.visits, 'visits'),
    },
    {
      kind: 'likes',
      accepted: accepted.likes.length,
      missing: await missingPairs(db, accepted.likes, 'likes'),
    },
    {
      kind: 'follows',
      accepted: accepted.follows.length,
      missing: await missingPairs(db, accepted.follows, 'follows'),
    },
    {
      kind: 'comments',
      accepted: accepted.comments.length,
      missing: accepted.comments.length - (comments?.found ?? 0),
    },
    {
      kind: 'wishlist',
      accepted: accepted.wishlist.length,
      missing: await missingPairs(db, accepted.wishlist, 'wishlist_items'),
    },
  ];
}

/**
 * counters:rebuild's own recount (it mends what differs): the number of counters and badges
 * that were not what the visits say. Kept in the transaction of every change, so 0.
 */
export async function counterDifferences(db: Database, timeZone: string): Promise<number> {
  const { differences } = await rebuildCollections(db, { now: new Date(), timeZone });
  for (const difference of differences.slice(0, 10)) console.log(JSON.stringify(difference));
  return differences.length;
}
