/**
 * Two built instances on one PostgreSQL behind nginx (round robin): whatever one instance
 * knows, the other must too. Signing keys, sessions, idempotency records, rate-limit
 * counters and media live in the database and the shared media folder, never in a process.
 */

import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { type Answer, type Cluster, call, startCluster } from './support/cluster';
import { type AppProcess, freePort, spawnApp } from './support/processes';

const PASSWORD = 'Kinkaku-ji 1397 gold';
let cluster: Cluster;
let a: string;
let b: string;
let siteIds: number[];
let serial = 0;

beforeAll(async () => {
  cluster = await startCluster(2, {
    // nginx is the one proxy: the client is the address it forwards.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '4/900',
  });
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  const sites = await call(cluster.url, '/api/heritage/sites/?limit=10');
  siteIds = (sites.body as { results: { id: number }[] }).results.map((site) => site.id);
});

afterAll(async () => {
  // Both instances shut down cleanly.
  if (cluster) expect(await cluster.stop()).toEqual([0, 0]);
});

type Tokens = { access: string; refresh: string; user: { id: number; username: string } };

async function register(): Promise<Tokens & { username: string }> {
  serial += 1;
  const username = `cluster${serial}${Date.now().toString(36)}`;
  const res = await call(cluster.url, '/api/auth/register/', {
    json: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body as Tokens), username };
}

const upstreamPort = (answer: Answer) => answer.upstream.split(':').at(-1);

describe('nginx in front of two instances', () => {
  it('spreads requests round robin', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(cluster.url, '/api/health'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ports = answers.map(upstreamPort);
    expect(new Set(ports)).toEqual(new Set(cluster.instances.map((i) => String(i.port))));
    expect(ports[0]).not.toBe(ports[1]);
    expect(ports[1]).not.toBe(ports[2]);
  });
});

describe('what the instances share', () => {
  it('an account registered and signed in through nginx; its access token works on both', async () => {
    const user = await register();
    const login = await call(cluster.url, '/api/auth/login/', {
      json: { username: user.username, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const { access } = login.body as Tokens;
    for (const instance of [a, b]) {
      const profile = await call(instance, '/api/auth/profile/', { token: access });
      expect(profile.status, instance).toBe(200);
      expect(profile.body).toMatchObject({ username: user.username });
    }
  });

  it('a refresh token issued by one instance is accepted by the other, and its successor back', async () => {
    const user = await register();
    const login = await call(a, '/api/auth/login/', {
      json: { username: user.username, password: PASSWORD },
    });
    const first = await call(b, '/api/auth/token/refresh/', {
      json: { refresh: (login.body as Tokens).refresh },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(a, '/api/auth/token/refresh/', {
      json: { refresh: (first.body as Tokens).refresh },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // A token rotated twice, replayed on the other instance: the family is revoked there too.
    const reused = await call(b, '/api/auth/token/refresh/', {
      json: { refresh: (login.body as Tokens).refresh },
    });
    expect(reused.status).toBe(401);
    const newest = await call(b, '/api/auth/token/refresh/', {
      json: { refresh: (second.body as Tokens).refresh },
    });
    expect(newest.status).toBe(401);
  });

  it('an outbox batch replayed with the same keys lands once, each copy on another instance', async () => {
    const user = await register();
    const site = siteIds[0] as number;
    const operations = [
      {
        kind: 'visit.put',
        idempotency_key: `cluster-visit-${user.user.id}`,
        site_id: site,
        visit: { visited_date: '2025-01-02', rating: 4, comment: 'once' },
      },
      {
        kind: 'wishlist.put',
        idempotency_key: `cluster-wish-${user.user.id}`,
        site_id: siteIds[1],
        item: { priority: 2 },
      },
    ];
    const send = () =>
      call(cluster.url, '/api/sync/batch/', { token: user.access, json: { operations } });
    const copies = [await send(), await send(), await send()];
    expect(copies.map((copy) => copy.status)).toEqual([200, 200, 200]);
    expect(new Set(copies.map(upstreamPort)).size).toBe(2);
    const statuses = (copy: Answer) =>
      (copy.body as { results: { status: number }[] }).results.map((result) => result.status);
    expect(statuses(copies[1] as Answer)).toEqual(statuses(copies[0] as Answer));
    const visits = await call(b, '/api/heritage/visits/', { token: user.access });
    expect((visits.body as { results: unknown[] }).results).toHaveLength(1);
    const rows = await countRows('select count(*)::int as n from visits where user_id = $1', [
      user.user.id,
    ]);
    expect(rows).toBe(1);
  });

  it('rate-limit counters add up across instances', async () => {
    const user = await register();
    const failures = [];
    for (let i = 0; i < 4; i++) {
      failures.push(
        await call(cluster.url, '/api/auth/login/', {
          json: { username: user.username, password: 'wrong password!' },
        }),
      );
    }
    expect(failures.map((failure) => failure.status)).toEqual([401, 401, 401, 401]);
    expect(new Set(failures.map(upstreamPort)).size).toBe(2);
    // Two failures on each: counted per instance, neither would be at its limit of 4.
    for (const instance of [a, b]) {
      const refused = await call(instance, '/api/auth/login/', {
        json: { username: user.username, password: PASSWORD },
      });
      expect(refused.status, instance).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited' });
    }
  });

  it('a photo uploaded through one instance is served by the other, and its replay lands once', async () => {
    const user = await register();
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const upload = async (instance: string) => {
      const form = new FormData();
      form.append('rating', '5');
      form.append('visited_date', '2025-02-03');
      form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
      const res = await fetch(`${instance}/api/heritage/sites/${siteIds[2]}/visit/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.access}`,
          'idempotency-key': `cluster-photo-${user.user.id}`,
        },
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { id: number; photos: { url: string }[] },
      };
    };
    const first = await upload(a);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replay = await upload(b);
    expect(replay.body.id).toBe(first.body.id);
    const url = first.body.photos[0]?.url ?? '';
    expect(url).toMatch(/^\/media\//);
    for (const base of [b, a, cluster.url, cluster.url]) {
      const served = await fetch(`${base}${url}`);
      expect(served.status, base).toBe(200);
      // A JPEG like the app's is kept as it was sent (media/visit-photos.ts).
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(
      await countRows('select count(*)::int as n from visits where user_id = $1', [user.user.id]),
    ).toBe(1);
  });
});

describe('an instance started on a database a newer build migrated', () => {
  it('refuses to start and says why, with no stack trace', async () => {
    const url = await cluster.createDatabase();
    const newer = await openDatabase({ databaseUrl: url });
    await newer.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${Date.now() + 365 * 86_400_000})`,
    );
    await newer.close();
    const app = spawnApp({ DATABASE_URL: url, DATA_DIR: cluster.dataDir }, await freePort());
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('The database schema is newer than this build');
    expect(app.output()).not.toMatch(/^\s+at /m);
  });
});

/** A count straight from the shared database. */
async function countRows(query: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(query, params)).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

// Last: it leaves one instance running.
describe('one instance stopped (SIGTERM) behind nginx', () => {
  it('the other answers every request meanwhile, and the stopped one exits 0', async () => {
    const [stopping, staying] = cluster.instances as [AppProcess, AppProcess];
    stopping.child.kill('SIGTERM');
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(await call(cluster.url, '/api/heritage/sites/?limit=1'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await stopping.exited).toBe(0);
    const after = await call(cluster.url, '/api/health');
    expect(after.status).toBe(200);
    expect(upstreamPort(after)).toBe(String(staying.port));
  });
});
