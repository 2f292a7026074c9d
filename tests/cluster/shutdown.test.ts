/**
 * SIGTERM (a deploy, a scale-down) lets requests in flight finish: the built server stops
 * accepting connections, answers what it already received, closes the database and exits 0;
 * a request still unfinished when SHUTDOWN_GRACE_SECONDS are over does not hold it (exit 1).
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
