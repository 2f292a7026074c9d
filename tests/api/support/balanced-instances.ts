import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../../../src/server/config';
import { runScript } from '../../cluster/support/processes';
import { httpInject } from './http-inject';

/**
 * How many app instances each API test file talks to: TEST_API_INSTANCES (default 1, the
 * app called in-process). Several need TEST_DATABASE_URL: they share one PostgreSQL
 * database, as app servers do, which one in-memory PGlite cannot be.
 */
export function apiInstanceCount(): number {
  const text = process.env.TEST_API_INSTANCES ?? '1';
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`TEST_API_INSTANCES must be a whole number of instances, not "${text}"`);
  }
  if (count > 1 && !process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_API_INSTANCES above 1 needs TEST_DATABASE_URL (instances share it)');
  }
  return count;
}

/**
 * The instances' TRUST_PROXY for a test's own: two more hops are ours, nginx and the test
 * process that connects to it, and inject()'s client address comes before them
 * (http-inject.ts). With an address list the loopback is added for both; a test that
 * leaves 127.0.0.1 out of its list and sends from it would see a difference, none does.
 */
export function trustBehindBalancer(trust: TrustProxy): TrustProxy {
  if (trust === true) return true;
  if (trust === false) return 2;
  if (typeof trust === 'number') return trust + 2;
  return [...trust, '127.0.0.1'];
}

export type BalancedInstances = {
  /** The first instance, with inject() going through nginx to any of them. */
  app: FastifyInstance;
  instances: FastifyInstance[];
  close: () => Promise<void>;
};

/**
 * `count` instances from `build`, each listening on a free loopback port, and nginx in
 * front of them, round robin (scripts/nginx-cluster.sh). Each instance keeps its own
 * memory and connection pool, so whatever an instance remembers that the others must know
 * shows up as a failing API test.
 */
export async function startBalancedInstances(
  count: number,
  build: () => Promise<FastifyInstance>,
): Promise<BalancedInstances> {
  const instances: FastifyInstance[] = [];
  const nginxDir = await mkdtemp(path.join(tmpdir(), 'hp-api-nginx-'));
  let client: ReturnType<typeof httpInject> | undefined;
  const close = async () => {
    client?.close();
    runScript('nginx-cluster.sh', ['stop', nginxDir]);
    await Promise.all(instances.map((instance) => instance.close()));
  };
  try {
    for (let i = 0; i < count; i++) instances.push(await build());
    const ports = await Promise.all(
      instances.map(async (instance) => {
        await instance.listen({ port: 0, host: '127.0.0.1' });
        const address = instance.server.address();
        if (address === null || typeof address === 'string') throw new Error('no TCP port');
        return String(address.port);
      }),
    );
    client = httpInject(runScript('nginx-cluster.sh', ['start', nginxDir, ...ports]).trim());
    const inject = client.inject;
    const [first] = instances;
    if (!first) throw new Error('no instance');
    // Everything else (decorators, printRoutes, swagger) is the first instance's: the
    // instances are built alike.
    const app = new Proxy(first, {
      get: (target, property) =>
        property === 'inject' ? inject : Reflect.get(target, property, target),
    });
    return { app, instances, close };
  } catch (error) {
    await close();
    throw error;
  }
}
