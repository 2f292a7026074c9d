/**
 * Vitest global setup: the production build served by the real server on a fresh embedded
 * database, on its own port (the Chromium tier's server may run at the same time). The
 * browsers never reach it directly, only through a SwitchableNetwork in front of it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { APP_PORT } from './ports';

const DATA_DIR = process.env.ENGINES_DATA_DIR ?? '.tmp/engines-data';

let server: ChildProcess | undefined;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${APP_PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}

export async function setup(): Promise<void> {
  // Another server on this port would answer the health check in this one's place.
  if (await healthy()) throw new Error(`port ${APP_PORT} is taken: set ENGINES_APP_PORT`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test browser signs up from 127.0.0.1: lift the per-IP limits, as the
      // Chromium tier does.
      RATE_LIMIT_LOGIN_PER_IP: '10000/900',
      RATE_LIMIT_REGISTER_PER_IP: '10000/3600',
      RATE_LIMIT_REFRESH_PER_IP: '10000/900',
    },
  });
  server = child;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the app server exited (${code})`))),
  );
  const deadline = Date.now() + 120_000;
  while (!(await Promise.race([healthy(), exited]))) {
    if (Date.now() > deadline) throw new Error(`the app server did not answer on ${APP_PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function teardown(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
