import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';

/**
 * The database was migrated by a newer build than this one. Like a configuration error it
 * stops the server with nothing but its message: the operator has to act, and a stack trace
 * would only hide what to do.
 */
export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
}

// Drizzle's migrator keeps what it applied here (its defaults, which connect.ts keeps).
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Stops before migrating a database that already holds migrations this build does not
 * know. Drizzle's migrator would skip them silently, and this build would then read and
 * write tables whose shape it does not know: an older instance left running during an
 * upgrade, or a rollback that forgot the database.
 */
export async function refuseNewerSchema(db: AnyDatabase): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder });
  const newestKnown = Math.max(0, ...known.map((migration) => migration.folderMillis));
  const [table] = rows<{ name: string | null }>(
    await db.execute(sql`select to_regclass(${MIGRATIONS_TABLE})::text as name`),
  );
  if (!table?.name) return;
  const applied = rows<{ created_at: string | number | null }>(
    await db.execute(sql.raw(`select created_at from ${MIGRATIONS_TABLE} order by created_at`)),
  ).map((row) => Number(row.created_at));
  const unknown = applied.filter((millis) => millis > newestKnown);
  if (unknown.length === 0) return;
  const newest = new Date(Math.max(...unknown)).toISOString();
  throw new NewerSchemaError(
    [
      'The database schema is newer than this build of Heritage Passport:',
      `  it holds ${unknown.length} migration(s) this build does not know (the newest from ${newest};`,
      `  this build knows ${known.length}, the newest from ${new Date(newestKnown).toISOString()}).`,
      'Start the newer build against this database, or restore a backup taken before the',
      'upgrade to run this one. Nothing was changed.',
    ].join('\n'),
  );
}
