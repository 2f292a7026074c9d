import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/**
 * A process's CPU times in milliseconds, user and system together: its own, and that of its
 * children that have ended (and been waited for).
 */
function cpuTimesMs(pid: number): { own: number; endedChildren: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it are plain numbers.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    own: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    endedChildren: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
  };
}

/** CPU time one process has used so far, user and system, in milliseconds. */
export function ownCpuMs(pid: number): number {
  return cpuTimesMs(pid).own;
}

/**
 * The CPU time a server has used so far, user and system, in milliseconds (Linux, from
 * /proc): the process and every process under it (its app processes, APP_PROCESSES, and
 * their image workers), running or ended. Ended ones count too: PostgreSQL's backends end
 * when the pool closes an idle connection, and without them a database's CPU would fall
 * during a run. A server's CPU time per call is what bounds the calls a core can answer,
 * and unlike a latency it barely moves when other work shares the machine.
 */
export function processCpuMs(pid: number): number {
  const { own, endedChildren } = cpuTimesMs(pid);
  return childProcessesOf(pid).reduce(
    (sum, child) => sum + runningCpuMs(child),
    own + endedChildren,
  );
}

/** processCpuMs() of a child, or 0 once it has ended: its parent's ended children hold it then. */
function runningCpuMs(pid: number): number {
  try {
    return processCpuMs(pid);
  } catch {
    return 0;
  }
}

/** The processes a process has started (for a server, its app processes), by pid, sorted. */
export function childProcessesOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children === ''
    ? []
    : children
        .split(/\s+/)
        .map(Number)
        .sort((a, b) => a - b);
}

/**
 * The pid of the PostgreSQL server behind `databaseUrl` when it runs on this machine (its
 * postmaster.pid), so a bench can print the database's CPU per call beside the app's:
 * processCpuMs() of it counts every backend. Undefined when the server is elsewhere.
 */
export async function localPostgresPid(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const dir = rows[0]?.data_directory;
    const pid = Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}
