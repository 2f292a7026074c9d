import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/connect';
import { DEMO_LOGIN } from '../src/server/demo/seed-demo';
import { projectRoot } from '../src/server/paths';
import type { BenchFigure } from './figures';
import { latencyFloor } from './latency-floor';
import { type LoadRequest, latencyAtRate, warmUp } from './open-loop';
import { localPostgresPid, processCpuMs } from './process-cpu';
import { startServerProcess } from './server-process';
import { benchSecret, type SignedInTraveller, tokenMinter, travellerIds } from './traveller-tokens';

// The social reads and writes on the demo community, at a fixed request rate: p50 and p99.
// The demo is seeded first (npm run demo:seed, few photos: they do not change these calls),
// then the server starts on it. The demo account follows every traveller it can, up to 300.
// Reads are the demo account's (its following feed is the one with many followees); writes
// rotate over every traveller of the demo, as a community's writes come from many accounts,
// each within its own hourly limits (account-limits.ts).

const TRAVELLERS = 200;
/** The hourly comment limit of one account (commentsPerAccount). */
const COMMENTS_PER_HOUR = 120;

const SEARCHES = ['sato', 'さくら', 'emma', '田中', 'yuki', 'smith', '旅', 'ハルト'];

type Target = {
  name: string;
  method: 'GET' | 'POST';
  paths: () => string;
  body?: string;
  /** Writes: signed as the next traveller of the rotation, not as the demo account. */
  rotate?: true;
};

/** Seconds of each load's warm-up (open-loop.ts warmUp), run first and not measured. */
const WARM_SECONDS = 4;

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The requests of one target: the demo account's reads, or writes signed in rotation. */
function requestsOf(target: Target, token: string, writers: SignedInTraveller[]) {
  let w = 0;
  return (): LoadRequest => {
    const signer = target.rotate ? writers[w++ % writers.length]?.token : token;
    return {
      name: target.name,
      kind: target.rotate ? 'write' : 'read',
      method: target.method,
      path: target.paths(),
      headers: {
        authorization: `Bearer ${signer}`,
        ...(target.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(target.body ? { body: target.body } : {}),
    };
  };
}

export async function benchSocial(
  label: string,
  rate: number,
  seconds: number,
  databaseUrl?: string,
): Promise<BenchFigure[]> {
  if (rate * (seconds + WARM_SECONDS) > TRAVELLERS * COMMENTS_PER_HOUR) {
    throw new Error(
      `${rate} req/s for ${seconds + WARM_SECONDS} s is more comments than ${TRAVELLERS} travellers may write in an hour`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-social-'));
  execFileSync(
    'npx',
    ['tsx', 'src/server/cli/seed-demo.ts', '--users', String(TRAVELLERS), '--photos', '20'],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      stdio: 'ignore',
    },
  );
  const secret = benchSecret();
  // Read before the server starts: the embedded database takes one process at a time.
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  const ids = await travellerIds(database.db, TRAVELLERS);
  const mint = await tokenMinter(database.db, secret);
  await database.close();
  const server = await startServerProcess(databaseUrl, { dataDir, env: { JWT_SECRET: secret } });
  try {
    const login = await fetch(`${server.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const { access } = (await login.json()) as { access: string };
    const auth = { authorization: `Bearer ${access}` };
    const users = (
      await json<{ results: { id: number }[] }>(`${server.url}/api/social/users/?limit=100`, auth)
    ).results.map((u) => u.id);
    // The visitor's discover feed: public posts, which every writer may like and comment on
    // (the demo account's feed also holds followers-only posts of those it follows).
    const posts = (
      await json<{ results: { id: number }[] }>(`${server.url}/api/social/feed/?page_size=50`)
    ).results.map((p) => p.id);
    let n = 0;
    const any = <T>(items: T[]): T => {
      n = (n * 7919 + 13) % 1_000_003;
      return items[n % items.length] as T;
    };
    const targets: Target[] = [
      { name: 'feed discover', method: 'GET', paths: () => '/api/social/feed/?page_size=10' },
      {
        name: 'feed following',
        method: 'GET',
        paths: () => '/api/social/feed/?type=following&page_size=10',
      },
      { name: 'profile', method: 'GET', paths: () => `/api/social/users/${any(users)}/profile/` },
      {
        name: 'posts page',
        method: 'GET',
        paths: () => `/api/social/users/${any(users)}/posts/?limit=10`,
      },
      {
        name: 'user search',
        method: 'GET',
        paths: () => `/api/social/users/search/?q=${encodeURIComponent(any(SEARCHES))}&limit=20`,
      },
      {
        name: 'like (write)',
        method: 'POST',
        rotate: true,
        paths: () => `/api/social/posts/${any(posts)}/like/`,
      },
      {
        name: 'comment (write)',
        method: 'POST',
        rotate: true,
        paths: () => `/api/social/posts/${any(posts)}/comments/`,
        body: JSON.stringify({ content: 'ベンチのコメント' }),
      },
    ];
    const figures: BenchFigure[] = [];
    const databasePid = databaseUrl ? await localPostgresPid(databaseUrl) : undefined;
    // What the machine and the generator cost with no app at all (latency-floor.ts).
    const floor = await latencyFloor({ rate, seconds, bytes: 8_000 });
    const floorName = `${label}: floor, a bare Node server at ${rate} req/s`;
    figures.push({ name: `${floorName}, p50`, value: floor.p50, unit: 'ms' });
    figures.push({ name: `${floorName}, p99`, value: floor.p99, unit: 'ms' });
    // The server has only just started, and whichever read came first was measured while
    // the server was still warming (seconds of queue at its start, on the same two cores as
    // the compiler). So every read is first warmed together, then each again alone.
    const reads = targets.filter((target) => !target.rotate).map((t) => requestsOf(t, access, []));
    let turn = 0;
    await warmUp(server.url, rate, WARM_SECONDS * 2, () => {
      const next = reads[turn++ % reads.length] as () => LoadRequest;
      return next();
    });
    for (const target of targets) {
      const writers = target.rotate ? await mint(ids) : [];
      const next = requestsOf(target, access, writers);
      await warmUp(server.url, rate, WARM_SECONDS, next);
      const cpuBefore = processCpuMs(server.pid);
      const databaseCpuBefore = databasePid ? processCpuMs(databasePid) : 0;
      const r = await latencyAtRate(server.url, rate, seconds, next);
      const cpu = processCpuMs(server.pid) - cpuBefore;
      const databaseCpu = databasePid ? processCpuMs(databasePid) - databaseCpuBefore : 0;
      const name = `${label}: ${target.name} at ${rate} req/s`;
      figures.push({ name: `${name}, p50`, value: r.p50, unit: 'ms' });
      figures.push({ name: `${name}, p99`, value: r.p99, unit: 'ms' });
      // The server's own CPU per call: what bounds the rate one core can answer.
      figures.push({ name: `${name}, server CPU per call`, value: cpu / r.calls, unit: 'ms' });
      // With the database's beside it: together, what one call asks of the machine's cores.
      if (databasePid) {
        figures.push({
          name: `${name}, PostgreSQL CPU per call`,
          value: databaseCpu / r.calls,
          unit: 'ms',
        });
      }
    }
    return figures;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
