// npm run bench: prints the figures docs/PERF.md's rules are measured by. Every server
// runs on loopback; nothing touches the network.
//   BENCH_SECONDS  seconds of load per measured run (default 10)
//   BENCH_RANKING_USERS  travellers the ranking bench fills PostgreSQL with (default 10,000,
//                  about a minute; the goal's scale, 100,000, takes about ten)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../src/server/paths';
import { benchApi } from './api';
import { printFigures } from './figures';
import { machineSpeed } from './machine-speed';
import { benchRanking } from './ranking';
import { startServerProcess } from './server-process';
import { benchSocial } from './social';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function benchOn(label: string, databaseUrl?: string): Promise<void> {
  const server = await startServerProcess(databaseUrl);
  try {
    printFigures(`API on ${label}`, await benchApi(server, label, seconds));
  } finally {
    await server.stop();
  }
  // The social calls' goal: every read's p99 within 20 ms at this rate.
  const rate = databaseUrl ? 1_000 : 200;
  printFigures(
    `Social API on ${label}, demo community`,
    await benchSocial(label, rate, seconds, databaseUrl),
  );
}

printFigures('Machine', machineSpeed());
await benchOn('PGlite');

const cluster = path.join(projectRoot, 'scripts/postgres-cluster.sh');
if (existsSync('/usr/lib/postgresql')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-bench-pg-'));
  const url = execFileSync('bash', [cluster, 'start', dir], { encoding: 'utf8' }).trim();
  try {
    await benchOn('PostgreSQL', url);
    // A database of its own: the benches above left their own demo in the first one.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('create database ranking_bench');
    await admin.end();
    const users = Number(process.env.BENCH_RANKING_USERS ?? 10_000);
    printFigures(
      `Rankings on PostgreSQL, ${users.toLocaleString('en')} travellers`,
      await benchRanking(url.replace(/\/postgres$/, '/ranking_bench'), users, 500, seconds),
    );
  } finally {
    execFileSync('bash', [cluster, 'stop', dir]);
  }
} else {
  console.log('\nPostgreSQL not installed: skipped (scripts/system-deps.sh installs it)');
}

if (existsSync(path.join(projectRoot, 'bench/grouping.ts'))) {
  const { benchGrouping } = await import('./grouping');
  printFigures('Map grouping', await benchGrouping());
}
printFigures(
  'Import matching (Chromium, phone CPU)',
  await (await import('./import')).benchImport(),
);
printFigures('Map client (Chromium)', await (await import('./map-client')).benchMapClient());
printFigures(
  'Visit photo compression (Chromium)',
  await (await import('./photo-compression')).benchPhotoCompression(),
);
printFigures('Outbox (Chromium, PGlite server)', await (await import('./outbox')).benchOutbox());
printFigures(
  'Start long tasks (Chromium, phone screen)',
  await (await import('./start-long-tasks')).benchStartLongTasks(),
);
printFigures(
  'Lighthouse (mobile, Chromium)',
  await (await import('./lighthouse')).benchLighthouse(),
);
