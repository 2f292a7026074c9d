import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppProcess, freePort, runScript, startApp } from './processes';

export type Cluster = {
  /** nginx, round robin over the instances. */
  url: string;
  instances: AppProcess[];
  /** postgres:// URL of the server (its `postgres` database). */
  serverUrl: string;
  /** The database the instances share. */
  databaseUrl: string;
  /** The DATA_DIR every instance shares (uploaded media). */
  dataDir: string;
  /** A new, empty database on the same server. */
  createDatabase: () => Promise<string>;
  stop: () => Promise<(number | null)[]>;
};

/**
 * One throwaway PostgreSQL, `count` built app instances started at the same moment on one
 * database and one media folder, and nginx in front of them. No JWT_SECRET: the instances
 * must agree on the signing key through the database.
 */
export async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'hp-cluster-'));
  // A folder of its own: as root, the script hands it to the postgres user.
  const pgDir = await mkdtemp(path.join(tmpdir(), 'hp-cluster-pg-'));
  const nginxDir = path.join(root, 'nginx');
  const dataDir = path.join(root, 'data');
  const serverUrl = runScript('postgres-cluster.sh', ['start', pgDir]);
  const createDatabase = async () => {
    const name = `hp_cluster_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const instances: AppProcess[] = [];
  const stop = async () => {
    runScript('nginx-cluster.sh', ['stop', nginxDir]);
    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    runScript('postgres-cluster.sh', ['stop', pgDir]);
    await rm(root, { recursive: true, force: true });
    return codes;
  };
  try {
    const databaseUrl = await createDatabase();
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const ports = instances.map((instance) => String(instance.port));
    const url = runScript('nginx-cluster.sh', ['start', nginxDir, ...ports], {
      NGINX_PORT: String(await freePort()),
    });
    return { url, instances, serverUrl, databaseUrl, dataDir, createDatabase, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Answer = { status: number; body: unknown; upstream: string; headers: Headers };

/** One request; `upstream` is the instance nginx chose (its X-Upstream), if any. */
export async function call(
  base: string,
  url: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: res.status,
    body,
    upstream: res.headers.get('x-upstream') ?? '',
    headers: res.headers,
  };
}
