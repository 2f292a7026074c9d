/**
 * SIGTERM (a deploy, a scale-down) lets requests in flight finish: the built server stops
 * accepting connections, answers what it already received, closes the database and exits 0;
 * a request still unfinished when SHUTDOWN_GRACE_SECONDS are over does not hold it (exit 1).
 * A request whose client has gone is still finished and stored before the database closes.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp } from './support/processes';

let dataDir: string;
let app: AppProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-shutdown-'));
  app = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const credentials = { username: 'shutdown_traveller', password: 'Kinkaku-ji 1397 gold' };

/** A login whose body arrives in two parts: the request is in flight between them. */
function loginInTwoParts(url: string) {
  const body = Buffer.from(JSON.stringify(credentials));
  let answer: (value: { status: number; body: string }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const req = request(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  req.on('response', (res) => {
    let text = '';
    res.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    res.on('end', () => answer({ status: res.statusCode ?? 0, body: text }));
  });
  req.on('error', fail);
  req.write(body.subarray(0, 10));
  return { response, finish: () => req.end(body.subarray(10)) };
}

async function refusesConnections(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/api/health`, { headers: { connection: 'close' } });
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('SIGTERM', () => {
  it('finishes the request in flight with 200, then closes the database and exits 0', async () => {
    const registered = await fetch(`${app.url}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, email: 'shutdown@example.com' }),
    });
    expect(registered.status).toBe(201);

    const login = loginInTwoParts(app.url);
    // Let the headers reach the server's router before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    app.child.kill('SIGTERM');
    expect(await refusesConnections(app.url, 5000)).toBe(true);
    expect(app.child.exitCode).toBeNull();

    login.finish();
    const answered = await login.response;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ access: expect.any(String) });

    expect(await app.exited, `${app.child.signalCode ?? ''} ${app.output()}`).toBe(0);
    expect(app.output()).toContain('shutting down: finishing the requests in flight');
    expect(app.output()).toContain('stopped: requests answered, database closed');
    expect(app.output()).not.toContain('"level":50');
  });

  it('exits 1 once the grace is over when a request never finishes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-shutdown-grace-'));
    const stalled = await startApp({
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '1',
    });
    try {
      // Its body never comes: the request stays in flight.
      const login = loginInTwoParts(stalled.url);
      login.response.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = Date.now();
      stalled.child.kill('SIGTERM');
      expect(await stalled.exited, stalled.output()).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(stalled.output()).toContain('shutdown grace over');
    } finally {
      await stalled.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stores a visit whose client left while its photo was being made, before closing the database', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-shutdown-gone-'));
    const traveller = { username: 'gone_traveller', password: 'Itsukushima 593 torii' };
    let server = await startApp({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    try {
      const registered = await fetch(`${server.url}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...traveller, email: 'gone@example.com' }),
      });
      const { access } = (await registered.json()) as { access: string };
      const sites = (await (await fetch(`${server.url}/api/heritage/sites/?limit=1`)).json()) as {
        results: { id: number }[];
      };
      const siteId = sites.results[0]?.id;
      // A camera's full-size photo: making its stored sizes takes the server a while.
      const photo = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#6a8caf',
          noise: { type: 'gaussian', mean: 120, sigma: 20 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      const form = new FormData();
      form.append('rating', '4');
      form.append('visited_date', '2025-05-05');
      form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const body = Buffer.from(await encoded.arrayBuffer());

      // The phone sends the whole visit, then loses signal before the answer.
      const upload = request(`${server.url}/api/heritage/sites/${siteId}/visit/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
          'idempotency-key': 'gone-visit-1',
        },
      });
      upload.on('error', () => {});
      await new Promise<void>((resolve) => upload.end(body, resolve));
      await new Promise((resolve) => setTimeout(resolve, 50));
      upload.destroy();
      server.child.kill('SIGTERM');

      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('waiting for handlers whose client has gone');
      expect(server.output()).not.toContain('"level":50');

      server = await startApp({ DATA_DIR: dir });
      const visits = await fetch(`${server.url}/api/heritage/visits/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      const page = (await visits.json()) as {
        results: { heritage_site: { id: number } | number; photos: { url: string }[] }[];
      };
      expect(page.results).toHaveLength(1);
      const url = page.results[0]?.photos[0]?.url ?? '';
      // Read to the end: a photo still being sent would hold the shutdown below for the grace.
      const stored = await fetch(`${server.url}${url}`);
      expect(stored.status).toBe(200);
      expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(0);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
