import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../src/server/db/connect';

/**
 * Row counts of every table of the app's schema, found in information_schema rather than
 * listed here, so a table added later is counted without anyone remembering to.
 */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** The columns, by table, that reference users.id (every foreign key to users). */
async function userColumns(db: Database): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`),
  );
  const byTable = new Map<string, string[]>();
  for (const row of rows) {
    const table = row.table_name.replaceAll('"', '');
    byTable.set(table, [...(byTable.get(table) ?? []), row.column_name]);
  }
  return byTable;
}

/** How many rows of each table name the user in a column referencing users (and `users` itself). */
export async function rowsNaming(db: Database, userId: number): Promise<Record<string, number>> {
  const naming: Record<string, number> = {};
  const [own] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where id = ${userId}`),
  );
  naming.users = own?.n ?? 0;
  for (const [table, columns] of await userColumns(db)) {
    const any = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` or `,
    );
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${any}`),
    );
    naming[table] = row?.n ?? 0;
  }
  return naming;
}
