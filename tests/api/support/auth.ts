import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuthResponse, RegisterResponse } from '../../../src/shared/api/auth';
import { buildApp } from '../../../src/server/app';
import { readCatalogueFile } from '../../../src/server/catalogue/catalogue-file';
import { type Config, loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { catalogueFile } from '../../../src/server/paths';
import { importCatalogue } from '../../../src/server/services/catalogue-service';
import type { RateLimitSettings } from '../../../src/server/services/rate-limit-service';
import { openTestDatabase } from './test-database';

/** A clock tests move by hand; starts at a fixed instant. */
export class TestClock {
  private current: number;

  constructor(start = '2030-04-01T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  readonly now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

/** Limits high enough that no test trips them unless it means to. */
const RELAXED: RateLimitSettings = {
  loginFailuresPerAccount: { limit: 1000, windowSeconds: 900 },
  loginPerIp: { limit: 1000, windowSeconds: 900 },
  registerPerIp: { limit: 1000, windowSeconds: 3600 },
  refreshPerIp: { limit: 1000, windowSeconds: 900 },
};

export type AuthTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  close: () => Promise<void>;
};

export type AuthTestOptions = {
  config?: Partial<Config>;
  rateLimits?: Partial<RateLimitSettings>;
  clock?: TestClock;
  /** Build over this database instead of a new one (it is then not closed). */
  database?: DatabaseHandle;
};

/** The real app over a seeded database with a hand-moved clock and relaxed rate limits. */
export async function startAuthTestApp(options: AuthTestOptions = {}): Promise<AuthTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-auth-'));
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await openTestDatabase());
  if (ownDatabase) await importCatalogue(database.db, await readCatalogueFile(catalogueFile));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client') }),
    ...options.config,
  };
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config,
    database,
    closeDatabase: ownDatabase,
    logger: false,
    clock: clock.now,
    rateLimits: { ...RELAXED, ...options.rateLimits },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let serial = 0;

/** A fresh account name and e-mail address for each call. */
export function freshIdentity(prefix = 'user'): { username: string; email: string } {
  serial += 1;
  const tag = `${prefix}${serial}${Math.random().toString(36).slice(2, 7)}`;
  return { username: tag, email: `${tag}@example.com` };
}

export const GOOD_PASSWORD = 'Kinkaku-ji 1397 gold';

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

export function bearer(access: string): Record<string, string> {
  return { authorization: `Bearer ${access}` };
}

/** Registers an account (username shape) and returns the 201 body. */
export async function registerUser(
  app: FastifyInstance,
  fields: Partial<{ username: string; email: string; password: string; display_name: string }> = {},
): Promise<RegisterResponse & { password: string }> {
  const identity = freshIdentity();
  const body = { ...identity, password: GOOD_PASSWORD, ...fields };
  const res = await post(app, '/api/auth/register/', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), password: body.password };
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(app, '/api/auth/login/', { username, password }, headers);
}

export async function refreshWith(app: FastifyInstance, refresh: string) {
  return post(app, '/api/auth/token/refresh/', { refresh });
}

export type { AuthResponse };
