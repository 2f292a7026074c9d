import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../../src/server/paths';

export const builtServer = path.join(projectRoot, 'dist/server/main.js');

/** Ports this tier may take; each is checked free before use. */
const FIRST_PORT = 8800;
const LAST_PORT = 8899;
const taken = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free loopback port of this tier's range, never the same twice in one run. */
export async function freePort(): Promise<number> {
  const offset = Math.floor(Math.random() * (LAST_PORT - FIRST_PORT + 1));
  for (let i = 0; i <= LAST_PORT - FIRST_PORT; i++) {
    const port = FIRST_PORT + ((offset + i) % (LAST_PORT - FIRST_PORT + 1));
    if (taken.has(port) || !(await canListen(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT}`);
}

export type AppProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

/** Runs the built server (dist/server/main.js) with `env` on a port of its own. */
export function spawnApp(env: Record<string, string>, port: number): AppProcess {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: npm run build first`);
  const child = spawn(process.execPath, [builtServer], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts the built server and waits until /api/health answers 200. */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const app = spawnApp(env, await freePort());
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.child.exitCode !== null) {
      throw new Error(`server exited with ${app.child.exitCode}:\n${app.output()}`);
    }
    try {
      if ((await fetch(`${app.url}/api/health`)).ok) return app;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`server did not answer within 60 s:\n${app.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one of scripts/*.sh and returns what it printed, trimmed. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): string {
  return execFileSync('bash', [path.join(projectRoot, 'scripts', script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  }).trim();
}
