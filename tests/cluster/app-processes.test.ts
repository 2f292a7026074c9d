/**
 * APP_PROCESSES: one server started with several app processes sharing its port, on
 * PostgreSQL. Connections are spread over the processes, a process that dies is replaced,
 * SIGTERM stops them all cleanly; the embedded database refuses more than one process.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessesOf, ownCpuMs } from '../../bench/process-cpu';
import { type AppProcess, freePort, runScript, spawnApp, startApp } from './support/processes';

/** The app processes the supervisor runs: its children, by pid. */
function appProcessesOf(supervisor: AppProcess): number[] {
  const pid = supervisor.child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  return childProcessesOf(pid);
}

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not within 30 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sites over new connections, as many browsers would open them. */
async function sitesOverNewConnections(url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/heritage/sites/?limit=50&offset=${i}`, {
      headers: { connection: 'close' },
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('on PostgreSQL', () => {
  let pgDir: string;
  let dataDir: string;
  let server: AppProcess;

  beforeAll(async () => {
    pgDir = await mkdtemp(path.join(tmpdir(), 'hp-processes-pg-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'hp-processes-'));
    const databaseUrl = runScript('postgres-cluster.sh', ['start', pgDir]);
    server = await startApp({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_PROCESSES: '2',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
    runScript('postgres-cluster.sh', ['stop', pgDir]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers from both app processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const first = await until('two app processes', () => {
      const pids = appProcessesOf(server);
      return pids.length === 2 ? pids : undefined;
    });
    const before = first.map(ownCpuMs);
    expect(await sitesOverNewConnections(server.url, 60)).toEqual(Array(60).fill(200));
    const spent = first.map((pid, i) => ownCpuMs(pid) - (before[i] ?? 0));
    // Each process answered part of the calls, so each spent time on them.
    for (const ms of spent) expect(ms).toBeGreaterThan(0);

    const [killed, kept] = first as [number, number];
    process.kill(killed, 'SIGKILL');
    const replaced = await until('a new app process in place of the killed one', () => {
      const pids = appProcessesOf(server);
      return pids.length === 2 && !pids.includes(killed) ? pids : undefined;
    });
    expect(replaced).toContain(kept);
    // Each process says so when it listens: two at the start, then the new one.
    await until('the new process listening', () =>
      server.output().split('Server listening at').length - 1 >= 3 ? true : undefined,
    );
    expect(await sitesOverNewConnections(server.url, 20)).toEqual(Array(20).fill(200));

    expect(await server.stop()).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  });
});

it('refuses several processes on the embedded database, saying why', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-processes-pglite-'));
  try {
    const app = spawnApp({ DATA_DIR: dataDir, APP_PROCESSES: '2' }, await freePort());
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('APP_PROCESSES: 2 processes need DATABASE_URL');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
