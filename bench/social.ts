import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LOGIN } from '../src/server/demo/seed-demo';
import { projectRoot } from '../src/server/paths';
import type { BenchFigure } from './figures';
import { startServerProcess } from './server-process';

// The social reads and writes on the demo community, at a fixed request rate: p50 and p99.
// The demo is seeded first (npm run demo:seed, few photos: they do not change these calls),
// then the server starts on it. The demo account follows every traveller it can, up to 300.

const SEARCHES = ['sato', 'さくら', 'emma', '田中', 'yuki', 'smith', '旅', 'ハルト'];

type Target = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  paths: () => string;
  body?: string;
};

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function atRate(url: string, target: Target, rate: number, seconds: number, token: string) {
  const result = await autocannon({
    url,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: target.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(target.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(target.body ? { body: target.body } : {}),
        setupRequest: (request) => ({ ...request, path: target.paths() }),
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx responses`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

export async function benchSocial(
  label: string,
  rate: number,
  seconds: number,
  databaseUrl?: string,
): Promise<BenchFigure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-social-'));
  execFileSync('npx', ['tsx', 'src/server/cli/seed-demo.ts', '--users', '200', '--photos', '20'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: 'ignore',
  });
  const server = await startServerProcess(databaseUrl, { dataDir });
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
    const posts = (
      await json<{ results: { id: number }[] }>(`${server.url}/api/social/feed/?page_size=50`, auth)
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
        paths: () => `/api/social/posts/${any(posts)}/like/`,
      },
      {
        name: 'comment (write)',
        method: 'POST',
        paths: () => `/api/social/posts/${any(posts)}/comments/`,
        body: JSON.stringify({ content: 'ベンチのコメント' }),
      },
    ];
    const figures: BenchFigure[] = [];
    for (const target of targets) {
      const r = await atRate(server.url, target, rate, seconds, access);
      const name = `${label}: ${target.name} at ${rate} req/s`;
      figures.push({ name: `${name}, p50`, value: r.p50, unit: 'ms' });
      figures.push({ name: `${name}, p99`, value: r.p99, unit: 'ms' });
    }
    return figures;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
