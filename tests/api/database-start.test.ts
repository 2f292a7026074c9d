import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, openPglite, rowsOf } from '../../src/server/db/connect';
import { NewerSchemaError } from '../../src/server/db/migrate';
import { migrationsFolder } from '../../src/server/paths';

const serverUrl = process.env.TEST_DATABASE_URL;
const knownMigrations = readMigrationFiles({ migrationsFolder });
const created: string[] = [];

/** A new, empty database on the test server, dropped after the test. */
async function emptyDatabaseUrl(): Promise<string> {
  const name = `hp_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

afterEach(async () => {
  if (created.length === 0) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created.splice(0)) await admin.query(`drop database ${name} with (force)`);
  await admin.end();
});

async function appliedMigrations(handle: DatabaseHandle): Promise<{ hash: string }[]> {
  return rowsOf<{ hash: string }>(
    await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`),
  );
}

/** What a newer build's migrator would have left: one migration dated after ours. */
async function addFutureMigration(handle: DatabaseHandle): Promise<void> {
  const newest = Math.max(...knownMigrations.map((migration) => migration.folderMillis));
  await handle.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest + 86_400_000})`,
  );
}

// Registered only where they can run (a PostgreSQL server): a test skipped on the embedded
// database would read as a gap in every report of the PGlite tier.
const onPostgres = serverUrl ? describe : () => {};
const itOnPostgres = serverUrl ? it : () => {};
const itOnPglite = serverUrl ? () => {} : it;

onPostgres('several instances starting at once on one PostgreSQL database', () => {
  it('all start, and the migrations are applied once', async () => {
    const url = await emptyDatabaseUrl();
    const handles = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl: url })),
    );
    try {
      const applied = await appliedMigrations(handles[0] as DatabaseHandle);
      expect(applied.map((row) => row.hash)).toEqual(knownMigrations.map((m) => m.hash));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('work run exclusively by several instances never overlaps', async () => {
    const url = await emptyDatabaseUrl();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
    let running = 0;
    let most = 0;
    try {
      await Promise.all(
        handles.map((handle) =>
          handle.exclusively('start', async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 100));
            running -= 1;
          }),
        ),
      );
      expect(most).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

describe('a database migrated by a newer build', () => {
  const expectRefusal = (error: unknown) => {
    expect(error).toBeInstanceOf(NewerSchemaError);
    const message = (error as Error).message;
    expect(message).toContain('newer than this build');
    expect(message).toContain('1 migration(s) this build does not know');
    expect(message).toContain('Nothing was changed.');
  };

  itOnPostgres('is refused on PostgreSQL, with a message for the operator', async () => {
    const url = await emptyDatabaseUrl();
    const first = await openDatabase({ databaseUrl: url });
    await addFutureMigration(first);
    await first.close();
    const error = await openDatabase({ databaseUrl: url }).catch((e: unknown) => e);
    expectRefusal(error);
  });

  itOnPglite('is refused on PGlite, with a message for the operator', async () => {
    const { handle, client } = await openPglite(undefined);
    await addFutureMigration(handle);
    const snapshot = await client.dumpDataDir('none');
    await handle.close();
    const error = await openPglite(undefined, snapshot).catch((e: unknown) => e);
    expectRefusal(error);
  });
});

/** A new database of the engine under test, closed after `use` whatever happens. */
async function withFreshDatabase(use: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const handle = serverUrl
    ? await openDatabase({ databaseUrl: await emptyDatabaseUrl() })
    : (await openPglite(undefined)).handle;
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
}

describe('reads run again', () => {
  it('are answered from a plan kept for them, the same as the first time (PERF.md P10)', async () => {
    await withFreshDatabase(async (handle) => {
      const read = async (n: number) =>
        rowsOf(
          await handle.db.execute(sql`select ${n}::int + 1 as next, ${"O'Brien"}::text as name`),
        );
      const answers = [];
      for (const n of [1, 2, 3]) answers.push(await read(n));
      expect(answers).toEqual([1, 2, 3].map((n) => [{ next: n + 1, name: "O'Brien" }]));
      for (let i = 0; i < 3; i++) {
        await handle.db.execute(sql`create temp table if not exists scratch (n int)`);
        await handle.db.execute(sql`insert into scratch values (${i})`);
      }
      // Statements run one after another reuse one connection of the pool, whose prepared
      // statements these are: the read alone, never the writes.
      const kept = rowsOf<{ statement: string }>(
        await handle.db.execute(sql`select statement from pg_prepared_statements`),
      );
      expect(kept.map((k) => k.statement)).toEqual([expect.stringContaining('+ 1 as next')]);
    });
  });

  it('that PostgreSQL refuses fail with their own error every time, and the rest goes on', async () => {
    await withFreshDatabase(async (handle) => {
      for (const n of [1, 2, 3]) {
        const error = await handle.db
          .execute(sql`select ${n}::int as n from no_such_table`)
          .catch((e: unknown) => e);
        expect(String((error as { cause?: unknown }).cause ?? error)).toContain(
          'relation "no_such_table" does not exist',
        );
        expect(rowsOf(await handle.db.execute(sql`select ${n}::int as n`))).toEqual([{ n }]);
      }
    });
  });

  it('run one plan for every caller, whatever their values, and leave the session as it was', async () => {
    await withFreshDatabase(async (handle) => {
      const values = [
        "O'Brien",
        "back\\slash \\' two",
        '旅人 "さくら"',
        "'); drop table x; --",
        '',
      ];
      const read = async (name: string, ids: number[]) =>
        rowsOf<{ name: string; ids: number[]; n: number }>(
          await handle.db.execute(
            sql`select ${name}::text as name, ${sql.param(ids)}::int[] as ids, cardinality(${sql.param(ids)}::int[]) as n`,
          ),
        );
      for (const [i, name] of values.entries()) {
        const ids = [i, 7, -1].slice(0, i % 4);
        expect(await read(name, ids)).toEqual([{ name, ids, n: ids.length }]);
      }
      const [plans] = rowsOf<{ generic: number; custom: number }>(
        await handle.db.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where statement like '%as ids%'`,
        ),
      );
      // Every run after the first is a run of the kept statement, by its one plan.
      expect(plans).toEqual({ generic: values.length - 1, custom: 0 });
      const [mode] = rowsOf<{ plan_cache_mode: string }>(
        await handle.db.execute(sql`show plan_cache_mode`),
      );
      expect(mode?.plan_cache_mode).toBe('auto');
    });
  });
});
