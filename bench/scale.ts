// npm run bench:scale: the community's mixed load on PostgreSQL at scale, printed as a table:
// each call at rest, the CPU each call asks of the app and PostgreSQL (bench/mix-cpu.ts), the
// mix at a fixed rate, the step-up, then the audit of every accepted write and the counters.
//   DATABASE_URL  the PostgreSQL database to fill and measure; unset: a throwaway cluster
//   BENCH_SCALE_USERS  travellers to fill it with (default 100,000, about ten minutes; a
//                  database already holding that many is reused as it is)
//   BENCH_SCALE_RATE, BENCH_SCALE_SECONDS  the fixed rate and length of the main run (300, 60)
//   BENCH_SCALE_STEPS, BENCH_SCALE_STEP_SECONDS  the step-up's rates and length (100,…,800; 15)
// Exits 1 when a request failed, an accepted write is missing or a counter differed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/server/db/connect';
import { projectRoot } from '../src/server/paths';
import { printFigures } from './figures';
import { machineSpeed } from './machine-speed';
import { benchScaleLoad } from './scale-load';

const env = process.env;
const users = Number(env.BENCH_SCALE_USERS ?? 100_000);
const options = {
  rate: Number(env.BENCH_SCALE_RATE ?? 300),
  seconds: Number(env.BENCH_SCALE_SECONDS ?? 60),
  steps: (env.BENCH_SCALE_STEPS ?? '100,200,300,400,500,600,800').split(',').map(Number),
  stepSeconds: Number(env.BENCH_SCALE_STEP_SECONDS ?? 15),
  travellers: 1_000,
};

async function travellersIn(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ databaseUrl });
  try {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from users`),
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** Fills the database with the long-tail demo unless it already holds `users` travellers. */
async function fill(databaseUrl: string): Promise<void> {
  const held = await travellersIn(databaseUrl);
  if (held >= users) {
    console.log(`${held} travellers already in the database: no fill`);
    return;
  }
  const started = performance.now();
  const seedDir = mkdtempSync(path.join(tmpdir(), 'hp-bench-scale-seed-'));
  // No photos: the demo's photo files would live in a data folder the server does not use.
  execFileSync(
    'npx',
    [
      'tsx',
      'src/server/cli/seed-demo.ts',
      '--users',
      String(users),
      '--photos',
      '0',
      '--visits',
      'long-tail',
    ],
    {
      cwd: projectRoot,
      env: {
        ...env,
        DATA_DIR: seedDir,
        DATABASE_URL: databaseUrl,
      },
      stdio: 'inherit',
    },
  );
  rmSync(seedDir, { recursive: true, force: true });
  const database = await openDatabase({ databaseUrl });
  // As after any bulk load: the planner's statistics, and the visibility map and hint bits of
  // millions of new rows, set before the load is measured rather than by its first reads and
  // by an autovacuum running beside it.
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function measure(databaseUrl: string): Promise<number> {
  printFigures('Machine', machineSpeed());
  await fill(databaseUrl);
  const held = await travellersIn(databaseUrl);
  const { figures, problems } = await benchScaleLoad(databaseUrl, options);
  printFigures(`Mixed load on PostgreSQL, ${held.toLocaleString('en')} travellers`, figures);
  for (const problem of problems) console.log(`  problem: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

if (env.DATABASE_URL) {
  process.exitCode = await measure(env.DATABASE_URL);
} else {
  const cluster = path.join(projectRoot, 'scripts/postgres-cluster.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-bench-scale-pg-'));
  const url = execFileSync('bash', [cluster, 'start', dir], { encoding: 'utf8' }).trim();
  try {
    process.exitCode = await measure(url);
  } finally {
    execFileSync('bash', [cluster, 'stop', dir]);
  }
}
